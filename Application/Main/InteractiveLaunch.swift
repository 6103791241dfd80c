import Application
import Terminal

/// Everything the interactive front end (`TerminalApplication`) is started with.
struct InteractiveLaunch {
    /// The use cases, over GitHub or over the sample data.
    let useCases: UseCaseProvider
    /// Whether colour may be used.
    let colorMode: ColorMode
    /// Whether the use cases serve bundled sample data (`--offline`).
    let isSampleData: Bool
    /// The wording of errors, naming the token's source.
    let wording: ErrorMessage

}
