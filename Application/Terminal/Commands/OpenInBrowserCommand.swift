import Foundation
import StyledText

/// `search -w` and `show -w`: opens a page in the browser (`GH_BROWSER`, `BROWSER`, else the platform's opener)
/// instead of printing, as the GitHub CLI does; says which page on a terminal, or why it could not.
public struct OpenInBrowserCommand: NonInteractiveCommand {
    private let url: URL
    private let opener: any BrowserOpening

    /// Creates the command opening `url` with `opener`.
    public init(url: URL, opener: any BrowserOpening) {
        self.url = url
        self.opener = opener
    }

    /// Opens the page; a failure names the page so it can be opened by hand.
    public func run() async -> CommandReport {
        let opened = await withCheckedContinuation { continuation in
            opener.open(url) { continuation.resume(returning: $0) }
        }
        let shown = TerminalText.sanitize(url.absoluteString, controls: .caretNotation)
        guard opened else {
            return CommandReport(
                output: "",
                failure: "could not open a web browser (set GH_BROWSER or BROWSER); the page is \(shown)")
        }
        return CommandReport(output: "", notice: "Opening \(shown) in your browser.")
    }
}
