import Application
import Domain
import Foundation
import StyledText

/// Leads from the search list: builds the detail and account screens and pushes them on the stack.
@MainActor
struct TerminalSearchNavigator: SearchNavigatorType {
    private let stack: ScreenStack
    private let useCases: UseCaseProvider
    private let browserOpener: any BrowserOpening
    private let wording: ErrorMessage
    private let redaction: Redaction

    /// Creates the navigator over `stack`, building scenes from `useCases` whose errors `wording` words; the
    /// detail screens it builds never show `redaction`'s secrets in a README.
    init(
        stack: ScreenStack, useCases: UseCaseProvider, browserOpener: any BrowserOpening,
        wording: ErrorMessage = ErrorMessage(), redaction: Redaction = .none
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

    func toStarred() {
        let navigator = TerminalStarredNavigator(
            stack: stack, useCases: useCases, browserOpener: browserOpener, wording: wording, redaction: redaction)
        let viewModel = StarredViewModel(useCase: useCases.starred, navigator: navigator, errorMessage: wording)
        let view = StarredView(viewModel: viewModel)
        stack.push(view)
        view.bindViewModel()
    }

    func toAccount() {
        let viewModel = AccountViewModel(
            useCase: useCases.account, navigator: TerminalAccountNavigator(stack: stack), errorMessage: wording)
        let view = AccountView(viewModel: viewModel)
        stack.push(view)
        view.bindViewModel()
    }
}
