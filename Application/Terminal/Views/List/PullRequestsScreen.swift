import Application
import Domain
import StyledText

/// A repository's pull requests: number, title, branch, author, labels, state and when each last changed; `f`
/// switches the state filter, and `Enter` or `o` opens a pull request in the browser.
enum PullRequestsScreen: ListScreen {
    typealias ViewModel = PullRequestsViewModel
    typealias Page = PullRequestPage

    /// What the pull request list shows beyond the list.
    struct SceneState: Equatable {
        /// The repository whose pull requests are listed.
        let repository: RepoReference
        /// The state filter shown.
        var filter = PullRequestStateFilter.open
    }

    static let rowsName = "pull requests"

    /// The columns, narrowest screen last: labels go first, then the author, the date and the branch.
    static let tableColumns: [TableColumn<GithubPullRequest>] = [
        TableColumn("#", width: .content(maximum: 8), alignment: .trailing, style: color) { "#\($0.number)" },
        TableColumn("TITLE", width: .rest(minimum: 12)) { $0.title },
        TableColumn("BRANCH", width: .content(maximum: 28), dropOrder: 1, style: { _ in TextStyle(foreground: .cyan) })
        {
            $0.headLabel
        },
        TableColumn("AUTHOR", width: .content(maximum: 16), dropOrder: 3) { $0.author ?? "ghost" },
        TableColumn("LABELS", width: .content(maximum: 20), dropOrder: 4, style: { _ in TextStyle(isDim: true) }) {
            $0.labels.map(\.name).joined(separator: ", ")
        },
        TableColumn("STATE", width: .content(maximum: 6), style: color) { $0.status.word },
        TableColumn("UPDATED", width: .content(maximum: 10), dropOrder: 2) { DisplayFormat.date($0.updatedAt) },
    ]

    /// gh's colours for a pull request's state: green open, grey draft, magenta merged, red closed.
    private static func color(_ pullRequest: GithubPullRequest) -> TextStyle {
        switch pullRequest.status {
        case .open: TextStyle(foreground: .green)
        case .draft: TextStyle(foreground: .gray)
        case .merged: TextStyle(foreground: .magenta)
        case .closed: TextStyle(foreground: .red)
        }
    }

    @MainActor static func bind(_ view: ListView<PullRequestsScreen>) {
        let output = view.viewModel.transform(
            PullRequestsViewModel.Input(
                list: view.listTriggers, stateTrigger: view.trigger(.cycleFilter),
                openTrigger: view.rowIndexes(.open, .openInBrowser), backTrigger: view.trigger(.back)))
        view.bind(output.list)
        view.bind(output.state) { state, filter in state.scene.filter = filter }
        view.bind(output.opened)
        view.bind(output.wentBack)
    }

    @MainActor static func keyBindings(for view: ListView<PullRequestsScreen>) -> [KeyBinding] {
        [
            KeyBinding(
                [.open, .openInBrowser], "open the pull request in the browser", hint: "Enter open", action: view.send),
            KeyBinding([.cycleFilter], "next state: open, closed, merged, all", hint: "f state", action: view.send),
            KeyBinding([.back], "back to the repository", hint: "Esc back", action: view.send),
        ]
    }

    static func title(_ state: ListViewState<PullRequestsScreen>) -> String {
        "\(state.scene.repository)  pull requests"
    }

    static func status(_ state: ListViewState<PullRequestsScreen>) -> [String] {
        ["state: \(state.scene.filter.rawValue)"]
    }

    static func columns(_ state: ListViewState<PullRequestsScreen>, width: Int) -> ListColumns<GithubPullRequest> {
        TableRowLayout.columns(tableColumns, rows: state.rows, width: width)
    }

    static func emptyText(_ state: ListViewState<PullRequestsScreen>) -> String {
        let filter = state.scene.filter
        return "No \(filter == .all ? "" : "\(filter.rawValue) ")pull requests in \(state.scene.repository)."
    }
}
