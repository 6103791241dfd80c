import Application
import Domain
import Foundation

/// Leads from a list a repository keeps (its issues, its pull requests): out to the browser, or back to the
/// repository.
@MainActor
struct TerminalRepositoryListNavigator: RepositoryListNavigatorType {
    /// Where the screens go.
    let navigation: TerminalNavigation

    /// Shows the list `firstQuery` starts, of `repository`, on `screen`, its pages read by `useCase`.
    static func show<Screen: RepositoryListScreen>(
        _ screen: Screen.Type, of repository: RepoReference, startingWith firstQuery: Screen.Page.Query,
        from useCase: any ListUseCaseType<Screen.Page>, in navigation: TerminalNavigation
    ) {
        let viewModel = RepositoryListViewModel(
            useCase: useCase, navigator: TerminalRepositoryListNavigator(navigation: navigation),
            firstQuery: firstQuery, errorMessage: navigation.wording)
        navigation.pushList(
            screen, viewModel, scene: RepositoryListScene(repository: repository, state: firstQuery.state))
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }

    func back() {
        navigation.back()
    }
}
