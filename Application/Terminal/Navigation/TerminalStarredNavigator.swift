import Application
import Foundation

/// Leads from your starred list: to a repository's detail (the search list's detail screen), out to the browser,
/// or back.
@MainActor
struct TerminalStarredNavigator: StarredNavigatorType {
    /// Where the screens go.
    let navigation: TerminalNavigation

    /// Shows your starred repositories.
    static func show(in navigation: TerminalNavigation) {
        let viewModel = StarredViewModel(
            useCase: navigation.useCases.starred, navigator: TerminalStarredNavigator(navigation: navigation),
            errorMessage: navigation.wording, starChanges: navigation.useCases.star.changes)
        navigation.pushList(StarredScreen.self, viewModel, scene: StarredScreen.SceneState())
    }

    func toDetail(_ item: RepoListItem) {
        TerminalRepoDetailNavigator.show(detailOf: item, in: navigation)
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }

    func back() {
        navigation.back()
    }
}
