import Application
import Domain
import Foundation
import Reactive

/// The search list screen: turns commands into `SearchViewModel`'s triggers and draws its outputs with
/// `SearchLayout`.
@MainActor
final class SearchView: BindableType, TerminalView {
    /// The list's view model.
    let viewModel: SearchViewModel
    /// What the screen shows.
    var state = SearchViewState()
    /// Called whenever `state` changed.
    var onChange: (@MainActor () -> Void)?
    /// Holds the bindings.
    private(set) var disposeBag = DisposeBag()
    private let timeZone: TimeZone
    private var visibleRows = SearchLayout.visibleRows(in: .fallback)
    /// Fires once every output is bound, as `viewWillAppear` does in an RxSwift app: a driver bound on the
    /// main queue delivers synchronously, so a trigger firing while the view binds would start the load
    /// before the error and loading outputs are listened to.
    private let loadTrigger = PublishRelay<Void>()
    private let refreshTrigger = PublishRelay<Void>()
    private let queryText = PublishRelay<String>()
    private let sortTrigger = PublishRelay<Void>()
    private let orderTrigger = PublishRelay<Void>()
    private let loadMoreTrigger = PublishRelay<Void>()
    private let selection = PublishRelay<Int>()
    private let openInBrowserTrigger = PublishRelay<Int>()
    private let accountTrigger = PublishRelay<Void>()
    private let editedText = PublishRelay<String>()
    private let starredTrigger = PublishRelay<Void>()

    /// Creates the screen for `viewModel` over the data `dataSource` describes; times are shown in `timeZone`.
    /// `offlineKey` is the key that switches to the offline snapshot, offered with an error that suggests it.
    init(
        viewModel: SearchViewModel, dataSource: DataSource = DataSource(), timeZone: TimeZone = .current,
        offlineKey: String? = nil
    ) {
        self.viewModel = viewModel
        self.timeZone = timeZone
        state.badge = SourceBadge(dataSource)
        state.offlineKey = offlineKey
    }

    var isOverlay: Bool { false }
    var isBusy: Bool { state.isBusy }
    var isEditingText: Bool { state.queryEditor != nil }

    func bindViewModel() {
        let input = SearchViewModel.Input(
            list: ListTriggers(
                load: loadTrigger.asDriver(), refresh: refreshTrigger.asDriver(), loadMore: loadMoreTrigger.asDriver()),
            queryText: queryText.asDriver(),
            sortTrigger: sortTrigger.asDriver(), orderTrigger: orderTrigger.asDriver(),
            selection: selection.asDriver(), openInBrowserTrigger: openInBrowserTrigger.asDriver(),
            accountTrigger: accountTrigger.asDriver(), editedText: editedText.asDriver(),
            starredTrigger: starredTrigger.asDriver())
        let output = viewModel.transform(input)
        bind(output.list.state) { state, list in state.show(list) }
        bind(output.searchText) { state, searchText in state.searchText = searchText }
        bind(output.sort) { state, sort in state.sort = sort }
        bind(output.order) { state, order in state.order = order }
        bind(output.list.isLoading) { state, isLoading in state.isLoading = isLoading }
        bind(output.list.isLoadingMore) { state, isLoadingMore in state.isLoadingMore = isLoadingMore }
        bind(output.list.error) { state, error in state.error = error }
        bind(output.selectedRepo)
        bind(output.openedInBrowser)
        bind(output.accountShown)
        bind(output.starredShown)
        bind(output.suggestions) { state, entries in state.showSuggestions(entries) }
        bind(output.searchRecorded)
        bind(output.historyProblem) { state, problem in state.historyProblem = problem }
        loadTrigger.accept(())
    }

    /// Redraws.
    func stateDidChange() {
        onChange?()
    }

    func perform(_ command: KeyCommand) {
        switch command {
        case .moveUp, .moveDown, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .scrollUp, .scrollDown, .top, .bottom:
            if let target = command.selectionTarget(
                from: state.selectedIndex, visibleRows: visibleRows, count: state.repos.count)
            {
                move(to: target)
            }
        case .open: selection.accept(state.selectedIndex)
        case .openInBrowser: openInBrowserTrigger.accept(state.selectedIndex)
        case .editQuery: startEditing(QueryEditor(text: state.searchText))
        case .paste(let text):
            var editor = QueryEditor()
            _ = editor.handle(.paste(text))
            startEditing(editor)
        case .cycleSort:
            state.error = nil
            sortTrigger.accept(())
        case .flipOrder:
            state.error = nil
            orderTrigger.accept(())
        case .refresh:
            state.error = nil
            refreshTrigger.accept(())
        case .account: accountTrigger.accept(())
        case .starred: starredTrigger.accept(())
        case .back, .toggleStar, .help, .toggleMouse, .switchToOffline, .quit, .interrupt, .suspend, .unbound: break
        }
    }

    /// Hands `key` to the query editor: Enter sends the text to the view model as `queryText`, Esc drops it.
    func edit(_ key: Key) {
        guard var editor = state.queryEditor else { return }
        let prefix = editor.suggestionPrefix
        switch editor.handle(key) {
        case .editing:
            state.queryEditor = editor
            if editor.suggestionPrefix != prefix {
                editedText.accept(editor.suggestionPrefix)
            }
        case .submitted(let text):
            state.queryEditor = nil
            state.error = nil
            queryText.accept(text)
        case .cancelled:
            state.queryEditor = nil
        }
        onChange?()
    }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        visibleRows = SearchLayout.visibleRows(in: buffer.size)
        state.scrollOffset = SearchViewState.scrollOffset(
            keeping: state.selectedIndex, visible: visibleRows, previous: state.scrollOffset, count: state.repos.count)
        SearchLayout.draw(state, into: &buffer, spinnerFrame: spinnerFrame, timeZone: timeZone)
    }

    func dismantle() {
        disposeBag = DisposeBag()
    }

    /// Opens the query editor (the keys that follow are text).
    private func startEditing(_ editor: QueryEditor) {
        state.queryEditor = editor
        state.showSuggestions(state.suggestions)
        editedText.accept(editor.suggestionPrefix)
        onChange?()
    }

    /// Moves the selection; a move that brings it near the end of a list with more pages is the load-more trigger.
    private func move(to index: Int) {
        state.select(index, visibleRows: visibleRows)
        onChange?()
        if state.needsMore {
            loadMoreTrigger.accept(())
        }
    }
}
