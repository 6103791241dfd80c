import Application
import Foundation
import StyledText

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

    /// Builds the detail screen of the list row `item` over `useCases` and pushes it on `stack`: the one place a
    /// detail screen is made, whichever list leads to it, so every one words errors with `wording`, describes the
    /// source as `wording.dataSource` says and never shows `redaction`'s secrets in a README.
    static func pushDetail(
        of item: RepoListItem, on stack: ScreenStack, useCases: UseCaseProvider, browserOpener: any BrowserOpening,
        wording: ErrorMessage, redaction: Redaction
    ) {
        let navigator = TerminalRepoDetailNavigator(stack: stack, browserOpener: browserOpener)
        let viewModel = RepoDetailViewModel(
            repo: item.summary, useCase: useCases.repoDetail, starUseCase: useCases.star, navigator: navigator,
            errorMessage: wording)
        let view = RepoDetailView(
            viewModel: viewModel, summary: item.summary, dataSource: wording.dataSource, redaction: redaction)
        stack.push(view)
        view.bindViewModel()
    }
}
