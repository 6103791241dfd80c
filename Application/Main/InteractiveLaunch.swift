import Application
import Domain
import Terminal

/// Everything the interactive front end (`TerminalApplication`) is started with.
struct InteractiveLaunch {
    /// The use cases, over GitHub or over the offline snapshot.
    let useCases: UseCaseProvider
    /// Whether colour may be used.
    let colorMode: ColorMode
    /// The day of the offline snapshot the use cases serve (`--offline`), or `nil` for live GitHub.
    let snapshotDate: String?
    /// The wording of errors, naming the token's source.
    let wording: ErrorMessage
    /// Opens pages in the browser the environment names.
    let browserOpener: any BrowserOpening
    /// The search the list starts on.
    let initialText: String
    /// The sort the list starts with.
    let initialSort: RepoSort
    /// The secrets (the token) never shown in a rendered README.
    let redaction: Redaction
}
