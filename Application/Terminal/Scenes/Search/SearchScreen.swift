import Application
import Domain
import StyledText

/// The search list: a query, a sort and the matching repositories, each opening its detail. `/` edits the query in a
/// text field under the list, which recalls earlier searches.
enum SearchScreen: ListScreen {
    typealias ViewModel = SearchViewModel
    typealias Page = RepoPage

    /// What the search list shows beyond the list.
    struct SceneState: Equatable {
        var searchText: String?
        var sort: RepoSort?
        /// The order shown (GitHub ignores it for best match).
        var order: SortDirection?
        /// The search text being edited after `/`, or nil.
        var queryEditor: QueryEditor?
        /// The recent searches matching the text being edited, newest first, shown above the editor.
        var suggestions: [SearchHistoryEntry] = []
        /// Why the search history cannot be used (or that a damaged file was replaced), shown when there is no error.
        var historyProblem: String?

        /// Shows `entries` as the suggestions, and hands their texts to the editor for ↑/↓ unless it shows a
        /// recalled one (whose place in the list must not move under it).
        mutating func showSuggestions(_ entries: [SearchHistoryEntry]) {
            suggestions = entries
            if queryEditor?.recalled == nil {
                queryEditor?.suggestions = entries.map(\.text)
            }
        }
    }

    static let rowsName = "repositories"

    @MainActor static func bind(_ view: ListView<SearchScreen>) {
        let keys = view.keys
        let open = view.rowTrigger(CommonKeys.open, "open the repository's detail", hint: "Enter open")
        keys.add(
            KeyBinding(
                [.character("/"), .paste("")], "edit the search (↑ ↓ recall earlier searches)", hint: "/ search"
            ) {
                key in startEditing(key, in: view)
            })
        let sort = keys.trigger([.character("s")], "next sort: best match, stars, forks, updated", hint: "s sort")
        let order = keys.trigger([.character("S")], "flip the order: descending, ascending", hint: "S order")
        let openInBrowser = view.rowTrigger(CommonKeys.openInBrowser, "open in the browser", hint: "o browser")
        let account = keys.trigger([.character("a")], "account and quotas")
        let starred = keys.trigger([.character("t")], "your starred repositories")
        let refresh = keys.trigger(CommonKeys.refresh, "load again")
        let output = view.viewModel.transform(
            SearchViewModel.Input(
                loadTrigger: view.loadTrigger, refreshTrigger: refresh, loadMoreTrigger: view.loadMoreTrigger,
                queryText: view.submittedTexts, sortTrigger: sort, orderTrigger: order, openTrigger: open,
                openInBrowserTrigger: openInBrowser, accountTrigger: account, editedText: view.editedTexts,
                starredTrigger: starred))
        view.bind(output.list)
        view.bind(output.searchText) { state, searchText in state.scene.searchText = searchText }
        view.bind(output.sort) { state, sort in state.scene.sort = sort }
        view.bind(output.order) { state, order in state.scene.order = order }
        view.bind(output.detailShown)
        view.bind(output.openedInBrowser)
        view.bind(output.accountShown)
        view.bind(output.starredShown)
        view.bind(output.suggestions) { state, entries in state.scene.showSuggestions(entries) }
        view.bind(output.searchRecorded)
        let wording = view.wording
        view.bind(output.historyProblem) { state, problem in
            state.scene.historyProblem = problem.map { wording.text(for: $0) }
        }
    }

    static func title(_ state: ListViewState<SearchScreen>) -> String {
        state.scene.searchText ?? ""
    }

    static func status(_ state: ListViewState<SearchScreen>) -> [String] {
        guard let sort = state.scene.sort else { return [] }
        let arrow = sort == .bestMatch ? "" : state.scene.order.map { " " + $0.arrow } ?? ""
        return ["sort: \(sort.title)\(arrow)"]
    }

    static func cellWidths(of row: RepoListItem) -> [Int] {
        RepoListColumns.cellWidths(of: row)
    }

    static func columns(_ state: ListViewState<SearchScreen>, width: Int) -> ListColumns<RepoListItem> {
        RepoListColumns.columns(widest: state.widestCells, width: width, sort: state.scene.sort ?? .bestMatch)
    }

    static func emptyText(_ state: ListViewState<SearchScreen>) -> String {
        "No repositories match this search."
    }

    static func isEditing(_ state: ListViewState<SearchScreen>) -> Bool {
        state.scene.queryEditor != nil
    }

    /// Hands `key` to the query editor: Enter submits the text, Esc drops it, and a change of what was typed asks for
    /// the matching recent searches.
    @MainActor static func edit(_ key: Key, in view: ListView<SearchScreen>) {
        guard var editor = view.state.scene.queryEditor else { return }
        let prefix = editor.suggestionPrefix
        switch editor.handle(key) {
        case .editing:
            view.state.scene.queryEditor = editor
            if editor.suggestionPrefix != prefix {
                view.editing(editor.suggestionPrefix)
            }
        case .submitted(let text):
            view.state.scene.queryEditor = nil
            view.submit(text)
        case .cancelled:
            view.state.scene.queryEditor = nil
        }
    }

    static func drawMessage(_ state: ListViewState<SearchScreen>, row: Int, into buffer: inout ScreenBuffer) -> String?
    {
        let scene = state.scene
        guard let editor = scene.queryEditor else {
            if let problem = scene.historyProblem, row >= 0 {
                let text = TextFitting.truncated(TerminalText.sanitize(problem), toWidth: buffer.size.columns)
                buffer.write(text, row: row, column: 0, style: TextStyle(foreground: .yellow))
            }
            return nil
        }
        editor.draw(into: &buffer, row: row)
        if let problem = scene.historyProblem, row > ListLayout.headerRows {
            let text = TextFitting.truncated(TerminalText.sanitize(problem), toWidth: buffer.size.columns)
            buffer.write(text, row: row - 1, column: 0, style: TextStyle(foreground: .yellow))
        } else {
            drawSuggestions(scene.suggestions, recalled: editor.recalled, above: row, into: &buffer)
        }
        return "Enter search  Esc cancel  ↑/↓ history  ←/→ move  Backspace delete"
    }

    /// Opens the query editor on the search shown (`/`) or on the text pasted (the keys that follow are text).
    @MainActor private static func startEditing(_ key: Key, in view: ListView<SearchScreen>) {
        var editor = QueryEditor(text: view.state.scene.searchText ?? "")
        if case .paste(let text) = key {
            editor = QueryEditor()
            _ = editor.handle(.paste(text))
        }
        view.state.scene.queryEditor = editor
        view.state.scene.showSuggestions(view.state.scene.suggestions)
        view.editing(editor.suggestionPrefix)
        view.stateDidChange()
    }

    /// The recent searches, newest nearest the editor on `row`, over the list's last rows (never over the header);
    /// the one recalled with ↑ is highlighted.
    private static func drawSuggestions(
        _ entries: [SearchHistoryEntry], recalled: Int?, above row: Int, into buffer: inout ScreenBuffer
    ) {
        let room = max(0, row - ListLayout.headerRows)
        for (index, entry) in entries.prefix(room).enumerated() {
            let arrow = entry.order.arrow
            let ranking = entry.sort == .bestMatch ? entry.sort.title : "\(entry.sort.title) \(arrow)"
            let text = "  " + TerminalText.sanitize(entry.text) + "  (" + ranking + ")"
            let line = TextFitting.fitted(text, toWidth: buffer.size.columns)
            let style = index == recalled ? TextStyle.selection : TextStyle(isDim: true)
            buffer.write(line, row: row - 1 - index, column: 0, style: style)
        }
    }
}
