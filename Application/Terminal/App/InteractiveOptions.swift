import Application
import Domain
import StyledText

/// Options the interactive program runs with.
public struct InteractiveOptions: Sendable {
    /// Whether colour codes are written (resolved from `--no-color`, `NO_COLOR` and friends by the caller).
    public let colorMode: ColorMode
    /// The wording of errors, naming the token variable actually used and the data source's advice.
    public let wording: ErrorMessage
    /// The search the list starts on (`search QUERY -i`).
    public let initialText: String
    /// The sort the list starts with.
    public let initialSort: RepoSort
    /// The secrets (the user's token) never shown in a rendered README.
    public let redaction: Redaction
    /// Whether the mouse wheel is reported at start (the `m` key turns it off and on).
    public let isMouseReportingEnabled: Bool
    /// Builds the offline snapshot's use cases when the person asks for them (`O`); `nil` when there is none to
    /// switch to (already offline). Called at most once, on the main actor.
    public let offlineSource: (@Sendable () -> InteractiveSource)?

    public init(
        colorMode: ColorMode, wording: ErrorMessage = ErrorMessage(),
        initialText: String = RepoSearchQuery.defaultText, initialSort: RepoSort = .bestMatch,
        redaction: Redaction = .none, isMouseReportingEnabled: Bool = true,
        offlineSource: (@Sendable () -> InteractiveSource)? = nil
    ) {
        self.colorMode = colorMode
        self.wording = wording
        self.initialText = initialText
        self.initialSort = initialSort
        self.redaction = redaction
        self.isMouseReportingEnabled = isMouseReportingEnabled
        self.offlineSource = offlineSource
    }

    /// These options over `source` (its wording), starting on `text` sorted by `sort`, with no further source to
    /// switch to. The snapshot needs no token, so nothing is left to redact.
    func switched(to source: InteractiveSource, text: String, sort: RepoSort) -> InteractiveOptions {
        InteractiveOptions(
            colorMode: colorMode, wording: source.wording, initialText: text, initialSort: sort,
            redaction: redaction, isMouseReportingEnabled: isMouseReportingEnabled)
    }

    /// What the screens say about the source the use cases serve (its badge, what it does not record).
    public var dataSource: DataSource { wording.dataSource }
}
