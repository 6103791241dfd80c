import Application
import Foundation

/// Leads from the detail screen: back to the list, or out to the browser.
@MainActor
struct TerminalRepoDetailNavigator: RepoDetailNavigatorType {
    private let stack: ScreenStack
    private let browserOpener: any BrowserOpening

    /// Creates the navigator over `stack`.
    init(stack: ScreenStack, browserOpener: any BrowserOpening) {
        self.stack = stack
        self.browserOpener = browserOpener
    }

    func back() {
        stack.pop()
    }

    func openInBrowser(_ url: URL) {
        stack.openInBrowser(url, using: browserOpener)
    }
}
