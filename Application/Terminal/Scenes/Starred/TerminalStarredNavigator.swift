import Application
import Foundation

/// Shows your starred list and leads from it out to the browser or back.
@MainActor
struct TerminalStarredNavigator: StarredNavigatorType {
    /// Where the screens go.
    let navigation: TerminalNavigation

    /// Shows your starred repositories.
    static func show(in navigation: TerminalNavigation) {
        let viewModel = StarredViewModel(
            useCase: navigation.useCases.starred, navigator: TerminalStarredNavigator(navigation: navigation),
            starChanges: navigation.useCases.star.changes)
        navigation.pushList(StarredScreen.self, viewModel, scene: StarredScreen.SceneState())
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }

    func back() {
        navigation.back()
    }
}
