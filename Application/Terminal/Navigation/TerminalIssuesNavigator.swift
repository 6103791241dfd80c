import Application
import Domain
import Foundation

/// Leads from a repository's issue list: out to the browser, or back to the repository.
@MainActor
struct TerminalIssuesNavigator: IssuesNavigatorType {
    /// Where the screens go.
    let navigation: TerminalNavigation

    /// Shows `repository`'s issues.
    static func show(issuesOf repository: RepoReference, in navigation: TerminalNavigation) {
        let viewModel = IssuesViewModel(
            useCase: navigation.useCases.issues, navigator: TerminalIssuesNavigator(navigation: navigation),
            repository: repository, errorMessage: navigation.wording)
        navigation.pushList(IssuesScreen.self, viewModel, scene: IssuesScreen.SceneState(repository: repository))
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }

    func back() {
        navigation.back()
    }
}
