import Application
import Domain
import Foundation

/// Shows a repository's issue list and leads from it out to the browser or back to the repository.
@MainActor
struct TerminalIssuesNavigator: IssuesNavigatorType {
    let navigation: TerminalNavigation

    /// Shows `repository`'s open issues.
    static func show(of repository: RepoReference, in navigation: TerminalNavigation) {
        let viewModel = IssuesViewModel(
            repository: repository, useCase: navigation.useCases.issues,
            navigator: TerminalIssuesNavigator(navigation: navigation))
        navigation.pushList(IssuesScreen.self, viewModel, scene: IssuesScreen.SceneState(repository: repository))
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }

    func back() {
        navigation.back()
    }
}
