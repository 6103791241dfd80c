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

    /// TEMPORARY, until the branch `interactive` brings `TerminalApplication`: the interactive mode is refused.
    static let missingFrontEnd = ProcessOutcome(
        error: "repo-browser: interactive mode needs a terminal front end, which this build does not have yet; "
            + "use 'repo-browser search' or 'repo-browser show'\n",
        code: .failure)
}
