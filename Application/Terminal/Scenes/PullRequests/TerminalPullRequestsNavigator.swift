import Application
import Domain
import Foundation

/// Shows a repository's pull request list and leads from it out to the browser or back to the repository.
@MainActor
struct TerminalPullRequestsNavigator: PullRequestsNavigatorType {
    let navigation: TerminalNavigation

    /// Shows `repository`'s open pull requests.
    static func show(of repository: RepoReference, in navigation: TerminalNavigation) {
        let viewModel = PullRequestsViewModel(
            repository: repository, useCase: navigation.useCases.pullRequests,
            navigator: TerminalPullRequestsNavigator(navigation: navigation))
        navigation.pushList(
            PullRequestsScreen.self, viewModel, scene: PullRequestsScreen.SceneState(repository: repository))
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }

    func back() {
        navigation.back()
    }
}
