import Application
import Foundation

/// Leads from your starred list: to a repository's detail (the search list's detail screen), out to the browser,
/// or back.
@MainActor
struct TerminalStarredNavigator: StarredNavigatorType {
    private let stack: ScreenStack
    private let useCases: UseCaseProvider
    private let browserOpener: any BrowserOpening
    private let wording: ErrorMessage

    /// Creates the navigator over `stack`, building the detail from `useCases` whose errors `wording` words.
    init(stack: ScreenStack, useCases: UseCaseProvider, browserOpener: any BrowserOpening, wording: ErrorMessage) {
        self.stack = stack
        self.useCases = useCases
        self.browserOpener = browserOpener
        self.wording = wording
    }

    func toDetail(_ item: RepoListItem) {
        let navigator = TerminalRepoDetailNavigator(stack: stack, browserOpener: browserOpener)
        let viewModel = RepoDetailViewModel(
            repo: item.summary, useCase: useCases.repoDetail, starUseCase: useCases.star, navigator: navigator,
            errorMessage: wording)
        let view = RepoDetailView(viewModel: viewModel, summary: item.summary, dataSource: wording.dataSource)
        stack.push(view)
        view.bindViewModel()
    }

    func openInBrowser(_ url: URL) {
        stack.openInBrowser(url, using: browserOpener)
    }

    func back() {
        stack.pop()
    }
}
