import Application
import Domain
import StyledText

/// A repository's issues: number, title, author, labels, comments and when each last changed, and each issue's state
/// while the filter lets several states show (`all`); `f` steps through the states.
enum IssuesScreen: ListScreen {
    typealias ViewModel = IssuesViewModel
    typealias Page = IssuePage

    /// What the issue list shows beyond the list.
    struct SceneState: Equatable {
        /// The repository whose issues they are.
        let repository: RepoReference
        var state: IssueStateFilter?
        /// The filter shown (`label:bug author:octocat`), empty for none.
        var filter = ""
        /// The filter's text field while it is edited after `/`, or `nil`.
        var filterEditor: QueryEditor?
    }

    static let rowsName = "issues"

    @MainActor static func bind(_ view: ListView<IssuesScreen>) {
        let keys = view.keys
        let open = view.rowTrigger(CommonKeys.open, "the issue's conversation", hint: "Enter open")
        let openInBrowser = view.rowTrigger(
            CommonKeys.openInBrowser, "open the issue in the browser", hint: "o browser")
        let state = keys.trigger([.character("f")], "next state: open, closed, all", hint: "f state")
        keys.add(
            view.fieldKey(
                [.character("/")], "filter: label:NAME author:LOGIN", hint: "/ filter", field: \.scene.filterEditor,
                text: \.scene.filter))
        let back = keys.trigger(CommonKeys.back, "back to the repository", hint: "Esc back")
        let refresh = keys.trigger(CommonKeys.refresh, "load again")
        let output = view.viewModel.transform(
            IssuesViewModel.Input(
                loadTrigger: view.loadTrigger, refreshTrigger: refresh, loadMoreTrigger: view.loadMoreTrigger,
                stateTrigger: state, filterText: view.submittedTexts, openTrigger: open,
                openInBrowserTrigger: openInBrowser, backTrigger: back))
        view.bind(output.list)
        view.bind(output.state) { state, filter in state.scene.state = filter }
        view.bind(output.filter) { state, filter in state.scene.filter = filter }
        view.bind(output.conversationShown)
        view.bind(output.openedInBrowser)
        view.bind(output.wentBack)
    }

    static func title(_ state: ListViewState<IssuesScreen>) -> String {
        "\(state.scene.repository) · issues"
    }

    static func status(_ state: ListViewState<IssuesScreen>) -> [String] {
        (state.scene.state.map { ["state: \($0.rawValue)"] } ?? [])
            + (state.scene.filter.isEmpty ? [] : ["filter: \(state.scene.filter)"])
    }

    static func cellWidths(of row: GithubIssue) -> [Int] {
        TableRowLayout.cellWidths(columns, of: row)
    }

    /// Labels go first on a narrow screen, then the comments, the date and the author; the state only shows under
    /// `all`, where it tells the rows apart, and is never dropped there.
    static func columns(_ state: ListViewState<IssuesScreen>, width: Int) -> ListColumns<GithubIssue> {
        TableRowLayout.columns(columns, widest: state.widestCells, width: width) {
            state.scene.state == .all || $0.heading != "STATE"
        }
    }

    /// `No open issues in OWNER/NAME.`, as gh says it; `No issues in OWNER/NAME.` for every state.
    static func emptyText(_ state: ListViewState<IssuesScreen>) -> String {
        guard state.scene.filter.isEmpty else { return "No issues match the filter in \(state.scene.repository)." }
        let filter = state.scene.state ?? .all
        return "No \(filter == .all ? "" : "\(filter.rawValue) ")issues in \(state.scene.repository)."
    }

    static func isEditing(_ state: ListViewState<IssuesScreen>) -> Bool {
        state.scene.filterEditor != nil
    }

    @MainActor static func edit(_ key: Key, in view: ListView<IssuesScreen>) {
        view.edit(key, field: \.scene.filterEditor)
    }

    static func drawMessage(_ state: ListViewState<IssuesScreen>, row: Int, into buffer: inout ScreenBuffer) -> String?
    {
        ListLayout.drawFilterField(state.scene.filterEditor, row: row, into: &buffer)
    }

    private static let columns: [TableColumn<GithubIssue>] = [
        TableColumn("#", width: .content(maximum: 8), alignment: .trailing, style: color, text: { "#\($0.number)" }),
        TableColumn("TITLE", width: .rest(minimum: 12), text: { $0.title }),
        TableColumn(
            "AUTHOR", width: .content(maximum: 16), dropOrder: 2, style: { _ in .init(foreground: .cyan) },
            text: { $0.author ?? "ghost" }),
        TableColumn(
            "LABELS", width: .content(maximum: 24), dropOrder: 5, style: { _ in .init(isDim: true) },
            text: { ($0.labels ?? []).map(\.name).joined(separator: ", ") }),
        TableColumn(
            "COMMENTS", width: .content(maximum: 8), alignment: .trailing, dropOrder: 4,
            text: { $0.commentCount.map { $0 == 0 ? "" : String($0) } ?? "" }),
        TableColumn(
            "STATE", width: .content(maximum: 6), style: color, text: { $0.state?.rawValue.uppercased() ?? "" }),
        TableColumn(
            "UPDATED", width: .content(maximum: 10), dropOrder: 3, text: { $0.updatedAt.map(DisplayFormat.date) ?? "" }),
    ]

    /// gh's colours for an issue's state: green open, magenta closed.
    private static func color(_ issue: GithubIssue) -> TextStyle {
        TextStyle(foreground: issue.state == .open ? .green : .magenta)
    }
}
