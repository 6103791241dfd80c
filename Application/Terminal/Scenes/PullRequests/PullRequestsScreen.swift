import Application
import Domain
import StyledText

/// A repository's pull requests: number, title, branch, author, labels, state as gh writes it, and when each last
/// changed; `f` steps through the states.
enum PullRequestsScreen: ListScreen {
    typealias ViewModel = PullRequestsViewModel
    typealias Page = PullRequestPage

    /// What the pull request list shows beyond the list.
    struct SceneState: Equatable {
        /// The repository whose pull requests they are.
        let repository: RepoReference
        var state: PullRequestStateFilter?
        /// The filter shown (`label:bug author:octocat base:main`), empty for none.
        var filter = ""
        /// The filter's text field while it is edited after `/`, or `nil`.
        var filterEditor: QueryEditor?
    }

    static let rowsName = "pull requests"

    @MainActor static func bind(_ view: ListView<PullRequestsScreen>) {
        let keys = view.keys
        let open = view.rowTrigger(CommonKeys.open, "the pull request's conversation", hint: "Enter open")
        let openInBrowser = view.rowTrigger(
            CommonKeys.openInBrowser, "open the pull request in the browser", hint: "o browser")
        let state = keys.trigger([.character("f")], "next state: open, closed, merged, all", hint: "f state")
        keys.add(
            view.fieldKey(
                [.character("/")], "filter: label:NAME author:LOGIN base:BRANCH", hint: "/ filter",
                field: \.scene.filterEditor, text: \.scene.filter))
        let back = keys.trigger(CommonKeys.back, "back to the repository", hint: "Esc back")
        let refresh = keys.trigger(CommonKeys.refresh, "load again")
        let output = view.viewModel.transform(
            PullRequestsViewModel.Input(
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

    static func title(_ state: ListViewState<PullRequestsScreen>) -> String {
        "\(state.scene.repository) · pull requests"
    }

    static func status(_ state: ListViewState<PullRequestsScreen>) -> [String] {
        (state.scene.state.map { ["state: \($0.rawValue)"] } ?? [])
            + (state.scene.filter.isEmpty ? [] : ["filter: \(state.scene.filter)"])
    }

    static func cellWidths(of row: GithubPullRequest) -> [Int] {
        TableRowLayout.cellWidths(columns, of: row)
    }

    /// Labels go first on a narrow screen, then the author, the date and the branch; the state (open and draft
    /// differ under every filter) is never dropped.
    static func columns(_ state: ListViewState<PullRequestsScreen>, width: Int) -> ListColumns<GithubPullRequest> {
        TableRowLayout.columns(columns, widest: state.widestCells, width: width)
    }

    /// `No open pull requests in OWNER/NAME.`, as gh says it; `No pull requests in OWNER/NAME.` for every state.
    static func emptyText(_ state: ListViewState<PullRequestsScreen>) -> String {
        guard state.scene.filter.isEmpty else {
            return "No pull requests match the filter in \(state.scene.repository)."
        }
        let filter = state.scene.state ?? .all
        return "No \(filter == .all ? "" : "\(filter.rawValue) ")pull requests in \(state.scene.repository)."
    }

    static func isEditing(_ state: ListViewState<PullRequestsScreen>) -> Bool {
        state.scene.filterEditor != nil
    }

    @MainActor static func edit(_ key: Key, in view: ListView<PullRequestsScreen>) {
        view.edit(key, field: \.scene.filterEditor)
    }

    static func drawMessage(_ state: ListViewState<PullRequestsScreen>, row: Int, into buffer: inout ScreenBuffer)
        -> String?
    {
        ListLayout.drawFilterField(state.scene.filterEditor, row: row, into: &buffer)
    }

    private static let columns: [TableColumn<GithubPullRequest>] = [
        TableColumn("#", width: .content(maximum: 8), alignment: .trailing, style: color, text: { "#\($0.number)" }),
        TableColumn("TITLE", width: .rest(minimum: 12), text: { $0.title }),
        TableColumn(
            "BRANCH", width: .content(maximum: 28), dropOrder: 1, style: { _ in .init(foreground: .cyan) },
            text: { $0.headLabel ?? "" }),
        TableColumn("AUTHOR", width: .content(maximum: 16), dropOrder: 3, text: { $0.author ?? "ghost" }),
        TableColumn(
            "LABELS", width: .content(maximum: 20), dropOrder: 4, style: { _ in .init(isDim: true) },
            text: { ($0.labels ?? []).map(\.name).joined(separator: ", ") }),
        TableColumn("STATE", width: .content(maximum: 6), style: color, text: { $0.status?.word ?? "" }),
        TableColumn(
            "UPDATED", width: .content(maximum: 10), dropOrder: 2, text: { $0.updatedAt.map(DisplayFormat.date) ?? "" }),
    ]

    /// gh's colours for a pull request's state: green open, grey draft, magenta merged, red closed; none unknown.
    private static func color(_ pullRequest: GithubPullRequest) -> TextStyle {
        switch pullRequest.status {
        case nil: TextStyle()
        case .open: TextStyle(foreground: .green)
        case .draft: TextStyle(foreground: .gray)
        case .merged: TextStyle(foreground: .magenta)
        case .closed: TextStyle(foreground: .red)
        }
    }
}
