import Application
import Domain
import StyledText

/// A list a repository keeps by state (its issues, its pull requests) on screen: the bindings, keys, title, status
/// and empty text are written here once; a screen of this kind says what its items are called and its columns.
protocol RepositoryListScreen: ListScreen
where
    ViewModel == RepositoryListViewModel<Page>, SceneState == RepositoryListScene<Page.Query.State>,
    Page.Query: RepositoryListQuery, Page.Item.Row: WebPage
{
    /// The columns the rows are drawn in, narrowest screen last.
    static var tableColumns: [TableColumn<Page.Item.Row>] { get }
    /// The states the filter key steps through, for its help line (`open, closed, all`).
    static var statesInOrder: String { get }
    /// What one item is called (`issue`); its plural names the list.
    static var itemName: String { get }
}

/// What a list a repository keeps by state shows beyond the list: whose list it is and the state shown.
struct RepositoryListScene<State: Hashable & Sendable>: Equatable {
    /// The repository whose list it is.
    let repository: RepoReference
    /// The state filter shown.
    var state: State
}

extension RepositoryListScreen {
    static var rowsName: String { "\(itemName)s" }

    @MainActor static func bind(_ view: ListView<Self>) {
        let output = view.viewModel.transform(
            RepositoryListViewModel<Page>.Input(
                list: view.listTriggers, stateTrigger: view.trigger(.cycleFilter),
                openTrigger: view.rowIndexes(.open, .openInBrowser), backTrigger: view.trigger(.back)))
        view.bind(output.list)
        view.bind(output.state) { state, filter in state.scene.state = filter }
        view.bind(output.opened)
        view.bind(output.wentBack)
    }

    @MainActor static func keyBindings(for view: ListView<Self>) -> [KeyBinding] {
        [
            KeyBinding(
                [.open, .openInBrowser], "open the \(itemName) in the browser", hint: "Enter open", action: view.send),
            KeyBinding([.cycleFilter], "next state: \(statesInOrder)", hint: "f state", action: view.startOver),
            KeyBinding([.back], "back to the repository", hint: "Esc back", action: view.send),
        ]
    }

    static func title(_ state: ListViewState<Self>) -> String {
        "\(state.scene.repository) · \(rowsName)"
    }

    static func status(_ state: ListViewState<Self>) -> [String] {
        ["state: \(state.scene.state.rawValue)"]
    }

    static func cellWidths(of row: Page.Item.Row) -> [Int] {
        TableRowLayout.cellWidths(tableColumns, of: row)
    }

    static func columns(_ state: ListViewState<Self>, width: Int) -> ListColumns<Page.Item.Row> {
        TableRowLayout.columns(tableColumns, widest: state.widestCells, width: width)
    }

    /// `No open issues in OWNER/NAME.`, as gh says it; `No issues in OWNER/NAME.` for every state.
    static func emptyText(_ state: ListViewState<Self>) -> String {
        let shown = state.scene.state.rawValue
        return "No \(shown == "all" ? "" : "\(shown) ")\(rowsName) in \(state.scene.repository)."
    }
}
