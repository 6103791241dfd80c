import Application

/// Options the interactive program runs with.
public struct InteractiveOptions: Sendable {
    /// Whether colour codes are written (resolved from `--no-color`, `NO_COLOR` and friends by the caller).
    public let colorMode: ColorMode
    /// The day of the offline snapshot the use cases serve (`--offline`), shown as a badge on every screen; `nil`
    /// for live GitHub.
    public let snapshotDate: String?
    /// The wording of errors, naming the token variable actually used.
    public let wording: ErrorMessage

    /// Creates the options.
    public init(
        colorMode: ColorMode, snapshotDate: String?, wording: ErrorMessage = ErrorMessage()
    ) {
        self.colorMode = colorMode
        self.snapshotDate = snapshotDate
        self.wording = wording
    }
}
