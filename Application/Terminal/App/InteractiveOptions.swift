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

    /// Creates the options.
    public init(
        colorMode: ColorMode, wording: ErrorMessage = ErrorMessage(),
        initialText: String = RepoSearchQuery.defaultText, initialSort: RepoSort = .bestMatch,
        redaction: Redaction = .none
    ) {
        self.colorMode = colorMode
        self.wording = wording
        self.initialText = initialText
        self.initialSort = initialSort
        self.redaction = redaction
    }

    /// What the screens say about the source the use cases serve (its badge, what it does not record).
    public var dataSource: DataSource { wording.dataSource }
}
