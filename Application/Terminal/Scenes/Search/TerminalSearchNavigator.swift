import Application
import Domain
import Foundation

/// Shows the search list and leads from it out to the browser.
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
            debounceInterval: TerminalApplication.queryDebounceInterval,
            history: navigation.useCases.searchHistory, starChanges: navigation.useCases.star.changes)
        navigation.pushList(
            SearchScreen.self, viewModel, scene: SearchScreen.SceneState(searchText: initialText, sort: initialSort))
    }

    func openInBrowser(_ url: URL) {
        navigation.openInBrowser(url)
    }
}
