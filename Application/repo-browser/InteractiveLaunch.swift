import Application
import Domain
import StyledText
import Terminal

/// Everything the interactive front end (`TerminalApplication`) is started with.
struct InteractiveLaunch {
    /// The use cases, over the source the composition root chose.
    let useCases: UseCaseProvider
    /// Whether colour may be used.
    let colorMode: ColorMode
    /// The wording of errors, naming the token's source; it carries the data source's description.
    let wording: ErrorMessage
    /// Opens pages in the browser the environment names.
    let browserOpener: any BrowserOpening
    /// The search the list starts on.
    let initialText: String
    /// The sort the list starts with.
    let initialSort: RepoSort
    /// The secrets (the token) never shown in a rendered README.
    let redaction: Redaction
    /// Whether the mouse wheel is reported at start.
    let isMouseReportingEnabled: Bool
    /// Builds the offline snapshot's use cases when the person switches to it; `nil` when already offline.
    let offlineSource: (@Sendable () -> InteractiveSource)?
}
