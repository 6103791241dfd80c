import Application
import Domain
import StyledText

/// A repository's issues: number, title, author, labels, comments and when each last changed; `f` switches the state
/// filter, and `Enter` or `o` opens an issue in the browser.
enum IssuesScreen: ListScreen {
    typealias ViewModel = IssuesViewModel
    typealias Page = IssuePage

    /// What the issue list shows beyond the list.
    struct SceneState: Equatable {
        /// The repository whose issues are listed.
        let repository: RepoReference
        /// The state filter shown.
        var filter = IssueStateFilter.open
    }

    static let rowsName = "issues"

    /// The columns, narrowest screen last: labels go first, then the comments, the author and the date.
    static let tableColumns: [TableColumn<GithubIssue>] = [
        TableColumn(
            "#", width: .content(maximum: 8), alignment: .trailing, style: { _ in TextStyle(foreground: .green) }
        ) {
            "#\($0.number)"
        },
        TableColumn("TITLE", width: .rest(minimum: 12)) { $0.title },
        TableColumn("AUTHOR", width: .content(maximum: 16), dropOrder: 3, style: { _ in TextStyle(foreground: .cyan) })
        {
            $0.author ?? "ghost"
        },
        TableColumn("LABELS", width: .content(maximum: 24), dropOrder: 4, style: { _ in TextStyle(isDim: true) }) {
            $0.labels.map(\.name).joined(separator: ", ")
        },
        TableColumn("COMMENTS", width: .content(maximum: 8), alignment: .trailing, dropOrder: 1) {
            $0.commentCount == 0 ? "" : String($0.commentCount)
        },
        TableColumn("UPDATED", width: .content(maximum: 10), dropOrder: 2) { DisplayFormat.date($0.updatedAt) },
    ]

    @MainActor static func bind(_ view: ListView<IssuesScreen>) {
        let output = view.viewModel.transform(
            IssuesViewModel.Input(
                list: view.listTriggers, stateTrigger: view.trigger(.cycleFilter),
                openTrigger: view.rowIndexes(.open, .openInBrowser), backTrigger: view.trigger(.back)))
        view.bind(output.list)
        view.bind(output.state) { state, filter in state.scene.filter = filter }
        view.bind(output.opened)
        view.bind(output.wentBack)
    }

    @MainActor static func keyBindings(for view: ListView<IssuesScreen>) -> [KeyBinding] {
        [
            KeyBinding(
                [.open, .openInBrowser], "open the issue in the browser", hint: "Enter open", action: view.send),
            KeyBinding([.cycleFilter], "next state: open, closed, all", hint: "f state", action: view.send),
            KeyBinding([.back], "back to the repository", hint: "Esc back", action: view.send),
        ]
    }

    static func title(_ state: ListViewState<IssuesScreen>) -> String {
        "\(state.scene.repository)  issues"
    }

    static func status(_ state: ListViewState<IssuesScreen>) -> [String] {
        ["state: \(state.scene.filter.rawValue)"]
    }

    static func columns(_ state: ListViewState<IssuesScreen>, width: Int) -> ListColumns<GithubIssue> {
        TableRowLayout.columns(tableColumns, rows: state.rows, width: width)
    }

    static func emptyText(_ state: ListViewState<IssuesScreen>) -> String {
        let filter = state.scene.filter
        return "No \(filter == .all ? "" : "\(filter.rawValue) ")issues in \(state.scene.repository)."
    }
}
