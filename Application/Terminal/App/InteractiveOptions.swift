import Application

/// Options the interactive program runs with.
public struct InteractiveOptions: Sendable {
    /// Whether colour codes are written (resolved from `--no-color`, `NO_COLOR` and friends by the caller).
    public let colorMode: ColorMode
    /// Whether the use cases serve the bundled sample data (`--offline`).
    public let isSampleData: Bool
    /// The search to start with, or nil for the default search.
    public let initialQuery: String?
    /// The wording of errors, naming the token variable actually used.
    public let wording: ErrorMessage

    /// Creates the options.
    public init(
        colorMode: ColorMode, isSampleData: Bool, initialQuery: String? = nil, wording: ErrorMessage = ErrorMessage()
    ) {
        self.colorMode = colorMode
        self.isSampleData = isSampleData
        self.initialQuery = initialQuery
        self.wording = wording
    }
}
