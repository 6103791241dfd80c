import Application
import Domain
import Foundation

/// Shows a repository's detail and leads from it back to the list or out to the browser.
@MainActor
struct TerminalRepoDetailNavigator: RepoDetailNavigatorType {
    let navigation: TerminalNavigation

    /// Shows the detail of the list row `item`: the one place a detail screen is made, whichever list leads to it,
    /// so every one words errors alike, describes the source as the navigation's wording says and never shows the
    /// redacted secrets in a README.
    static func show(detailOf item: RepoListItem, in navigation: TerminalNavigation) {
        let useCases = navigation.useCases
        let viewModel = RepoDetailViewModel(
            repo: item.summary, useCase: useCases.repoDetail, starUseCase: useCases.star,
            navigator: TerminalRepoDetailNavigator(navigation: navigation))
        navigation.push(
            RepoDetailView(viewModel: viewModel, wording: navigation.wording, redaction: navigation.redaction))
    }

    func back() {
        navigation.back()
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }
}
