import Application
import Domain
import Foundation

/// Leads from the search list: to a repository's detail, your stars, the account, or out to the browser.
@MainActor
struct TerminalSearchNavigator: SearchNavigatorType {
    /// Where the screens go.
    let navigation: TerminalNavigation

    /// Shows the search list, the root screen, starting with `initialText` sorted by `initialSort`.
    static func show(
        searching initialText: String, sortedBy initialSort: RepoSort, in navigation: TerminalNavigation
    ) {
        let viewModel = SearchViewModel(
            useCase: navigation.useCases.search, navigator: TerminalSearchNavigator(navigation: navigation),
            initialText: initialText, initialSort: initialSort, perPage: TerminalApplication.resultsPerPage,
            debounceInterval: TerminalApplication.queryDebounceInterval, errorMessage: navigation.wording,
            history: navigation.useCases.searchHistory, starChanges: navigation.useCases.star.changes)
        navigation.pushList(
            SearchScreen.self, viewModel, scene: SearchScreen.SceneState(searchText: initialText, sort: initialSort))
    }

    func toDetail(_ item: RepoListItem) {
        TerminalRepoDetailNavigator.show(detailOf: item, in: navigation)
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }

    func toStarred() {
        TerminalStarredNavigator.show(in: navigation)
    }

    func toAccount() {
        TerminalAccountNavigator.show(in: navigation)
    }
}
