import Application
import Domain

/// The repositories one account owns: sorted by name, creation, update or push, each opening the repository's detail.
enum OwnerRepositoriesScreen: ListScreen {
    typealias ViewModel = OwnerRepositoriesViewModel
    typealias Page = OwnerRepoPage
    static let rowsName = "repositories"

    /// What the list shows beyond the rows: whose they are, and the sort and order asked for.
    struct SceneState: Equatable {
        let owner: String
        var sort: OwnerRepoSort?
        var order: SortDirection?
    }

    @MainActor static func bind(_ view: ListView<OwnerRepositoriesScreen>) {
        let keys = view.keys
        let open = view.rowTrigger(CommonKeys.open, "open the repository's detail", hint: "Enter open")
        let sort = keys.trigger([.character("s")], "next sort: name, created, updated, pushed", hint: "s sort")
        let order = keys.trigger([.character("S")], "flip the order", hint: "S order")
        let back = keys.trigger(CommonKeys.back, "back", hint: "Esc back")
        let refresh = keys.trigger(CommonKeys.refresh, "load again")
        let output = view.viewModel.transform(
            OwnerRepositoriesViewModel.Input(
                loadTrigger: view.loadTrigger, refreshTrigger: refresh, loadMoreTrigger: view.loadMoreTrigger,
                sortTrigger: sort, orderTrigger: order, openTrigger: open, backTrigger: back))
        view.bind(output.list)
        view.bind(output.sort) { state, sort in state.scene.sort = sort }
        view.bind(output.order) { state, order in state.scene.order = order }
        view.bind(output.detailShown)
        view.bind(output.wentBack)
    }

    static func title(_ state: ListViewState<OwnerRepositoriesScreen>) -> String {
        "repositories of \(state.scene.owner)"
    }

    static func status(_ state: ListViewState<OwnerRepositoriesScreen>) -> [String] {
        guard let sort = state.scene.sort, let order = state.scene.order else { return [] }
        return ["sort: \(sort.title) \(order.arrow)"]
    }

    static func cellWidths(of row: RepoListItem) -> [Int] {
        RepoListColumns.cellWidths(of: row)
    }

    /// The columns search and your stars draw, with the update date while sorted by update.
    static func columns(_ state: ListViewState<OwnerRepositoriesScreen>, width: Int) -> ListColumns<RepoListItem> {
        RepoListColumns.columns(
            widest: state.widestCells, width: width, sort: state.scene.sort == .updated ? .updated : .bestMatch)
    }

    static func emptyText(_ state: ListViewState<OwnerRepositoriesScreen>) -> String {
        "\(state.scene.owner) has no public repository."
    }
}
