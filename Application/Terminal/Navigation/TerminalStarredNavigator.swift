import Application
import Foundation
import StyledText

/// Leads from your starred list: to a repository's detail (the search list's detail screen), out to the browser,
/// or back.
@MainActor
struct TerminalStarredNavigator: StarredNavigatorType {
    private let stack: ScreenStack
    private let useCases: UseCaseProvider
    private let browserOpener: any BrowserOpening
    private let wording: ErrorMessage
    private let redaction: Redaction

    /// Creates the navigator over `stack`, building the detail from `useCases` whose errors `wording` words; the
    /// detail never shows `redaction`'s secrets in a README.
    init(
        stack: ScreenStack, useCases: UseCaseProvider, browserOpener: any BrowserOpening, wording: ErrorMessage,
        redaction: Redaction
    ) {
        self.stack = stack
        self.useCases = useCases
        self.browserOpener = browserOpener
        self.wording = wording
        self.redaction = redaction
    }

    func toDetail(_ item: RepoListItem) {
        TerminalRepoDetailNavigator.pushDetail(
            of: item, on: stack, useCases: useCases, browserOpener: browserOpener, wording: wording,
            redaction: redaction)
    }

    func openInBrowser(_ url: URL) {
        stack.openInBrowser(url, using: browserOpener)
    }

    func back() {
        stack.pop()
    }
}
