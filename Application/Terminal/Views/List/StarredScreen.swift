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
        /// The sort shown.
        var sort = StarredSort.created
        /// The order shown.
        var order = SortDirection.descending
    }

    @MainActor static func bind(_ view: ListView<StarredScreen>) {
        let output = view.viewModel.transform(
            StarredViewModel.Input(
                list: view.listTriggers, sortTrigger: view.trigger(.cycleSort), orderTrigger: view.trigger(.flipOrder),
                selection: view.rowIndexes(.open), openInBrowserTrigger: view.rowIndexes(.openInBrowser),
                backTrigger: view.trigger(.back)))
        view.bind(output.list)
        view.bind(output.sort) { state, sort in state.scene.sort = sort }
        view.bind(output.order) { state, order in state.scene.order = order }
        view.bind(output.selectedRepo)
        view.bind(output.openedInBrowser)
        view.bind(output.wentBack)
    }

    @MainActor static func keyBindings(for view: ListView<StarredScreen>) -> [KeyBinding] {
        [
            KeyBinding([.open], "open the repository's detail", hint: "Enter open", action: view.send),
            KeyBinding([.cycleSort], "sort by when starred or when updated", hint: "s sort", action: view.startOver),
            KeyBinding([.flipOrder], "flip the order: descending, ascending", hint: "S order", action: view.startOver),
            KeyBinding([.openInBrowser], "open in the browser", hint: "o browser", action: view.send),
            KeyBinding([.back], "back to the search", hint: "Esc back", action: view.send),
        ]
    }

    static func title(_ state: ListViewState<StarredScreen>) -> String {
        "your starred repositories"
    }

    static func status(_ state: ListViewState<StarredScreen>) -> [String] {
        ["sort: \(state.scene.sort.title) \(state.scene.order == .descending ? "↓" : "↑")"]
    }

    static func cellWidths(of row: RepoListItem) -> [Int] {
        RepoRowLayout.cellWidths(of: row)
    }

    static func columns(_ state: ListViewState<StarredScreen>, width: Int) -> ListColumns<RepoListItem> {
        RepoRowLayout.columns(widest: state.widestCells, width: width)
    }

    static func emptyText(_ state: ListViewState<StarredScreen>) -> String {
        "You have not starred any repository."
    }
}
