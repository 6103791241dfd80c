import Application
import Domain
import Foundation

/// Leads from a repository's pull request list: out to the browser, or back to the repository.
@MainActor
struct TerminalPullRequestsNavigator: PullRequestsNavigatorType {
    /// Where the screens go.
    let navigation: TerminalNavigation

    /// Shows `repository`'s pull requests.
    static func show(pullRequestsOf repository: RepoReference, in navigation: TerminalNavigation) {
        let viewModel = PullRequestsViewModel(
            useCase: navigation.useCases.pullRequests, navigator: TerminalPullRequestsNavigator(navigation: navigation),
            repository: repository, errorMessage: navigation.wording)
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
