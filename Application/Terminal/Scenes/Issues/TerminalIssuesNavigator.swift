import Application
import Domain
import Foundation

/// Shows a repository's issue list and leads from it out to the browser or back to the repository.
@MainActor
struct TerminalIssuesNavigator: IssuesNavigatorType {
    let navigation: TerminalNavigation

    /// Shows `repository`'s open issues.
    static func show(of repository: RepoReference, in navigation: TerminalNavigation) {
        guard let firstQuery = try? IssueQuery(repository: repository) else { return }
        let viewModel = IssuesViewModel(
            useCase: navigation.useCases.issues, navigator: TerminalIssuesNavigator(navigation: navigation),
            firstQuery: firstQuery, errorMessage: navigation.wording)
        navigation.pushList(
            IssuesScreen.self, viewModel,
            scene: IssuesScreen.SceneState(repository: repository, state: firstQuery.state))
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }

    func back() {
        navigation.back()
    }
}
