import Application
import Domain

/// Your starred repositories: the list sorted by when you starred them (or when they were updated), each opening the
/// same detail as search.
enum StarredScreen: ListScreen {
    typealias ViewModel = StarredViewModel
    static let rowsName = "your starred repositories"
    typealias Page = StarredPage

    /// What your starred list shows beyond the list.
    struct SceneState: Equatable {
        var sort: StarredSort?
        var order: SortDirection?
    }

    @MainActor static func bind(_ view: ListView<StarredScreen>) {
        let keys = view.keys
        let open = view.rowTrigger(CommonKeys.open, "open the repository's detail", hint: "Enter open")
        let sort = keys.trigger([.character("s")], "sort by when starred or when updated", hint: "s sort")
        let order = keys.trigger([.character("S")], "flip the order: descending, ascending", hint: "S order")
        let openInBrowser = view.rowTrigger(CommonKeys.openInBrowser, "open in the browser", hint: "o browser")
        let back = keys.trigger(CommonKeys.back, "back to the search", hint: "Esc back")
        let refresh = keys.trigger(CommonKeys.refresh, "load again")
        let output = view.viewModel.transform(
            StarredViewModel.Input(
                loadTrigger: view.loadTrigger, refreshTrigger: refresh, loadMoreTrigger: view.loadMoreTrigger,
                sortTrigger: sort, orderTrigger: order, openTrigger: open, openInBrowserTrigger: openInBrowser,
                backTrigger: back))
        view.bind(output.list)
        view.bind(output.sort) { state, sort in state.scene.sort = sort }
        view.bind(output.order) { state, order in state.scene.order = order }
        view.bind(output.detailShown)
        view.bind(output.openedInBrowser)
        view.bind(output.wentBack)
    }

    static func title(_ state: ListViewState<StarredScreen>) -> String {
        "your starred repositories"
    }

    static func status(_ state: ListViewState<StarredScreen>) -> [String] {
        guard let sort = state.scene.sort, let order = state.scene.order else { return [] }
        return ["sort: \(sort.title) \(order.arrow)"]
    }

    static func cellWidths(of row: RepoListItem) -> [Int] {
        RepoListColumns.cellWidths(of: row)
    }

    static func columns(_ state: ListViewState<StarredScreen>, width: Int) -> ListColumns<RepoListItem> {
        RepoListColumns.columns(widest: state.widestCells, width: width)
    }

    static func emptyText(_ state: ListViewState<StarredScreen>) -> String {
        "You have not starred any repository."
    }
}
