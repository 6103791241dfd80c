import Domain
import Foundation
import Reactive

/// The search screen: a query, a sort, and a list of matching repositories that grows page by page.
///
/// The list is a `PagingState`, folded with `scan` from `PagingEvent`s by the pure `PagingState.reduce(_:_:)`; the
/// events come from the use case's `firstPage(_:)` and `nextPage(_:)`, which the `search` command grows its list with.
/// A newer query, sort or refresh asks for a first page and cancels the one in flight, so a stale answer never
/// replaces newer results. Load-more asks for the page the state names next through `flatMapFirst`, so it is
/// ignored while a page is loading or when none is left. An error ends only its own request: the list shown
/// stays and every trigger keeps working.
///
/// With a search history, every submitted text is recorded with the sort and order in force (`searchRecorded`, a
/// side effect the view drives), and the text being edited gets the recent searches starting with it
/// (`suggestions`). The history is opened on first use (when the text is first edited), off the main queue, so it
/// never delays the first frame; one that cannot be used (or was damaged and replaced) is said in one line
/// (`historyProblem`) and the search goes on without it.
public struct SearchViewModel: ViewModelType, Sendable {
    /// What the search screen sends.
    public struct Input {
        /// Fires when the screen first appears: loads the first page.
        public let loadTrigger: Driver<Void>
        /// Loads the first page again and starts the list over.
        public let refreshTrigger: Driver<Void>
        /// The search text as typed: debounced, trimmed and de-duplicated; empty means `RepoSearchQuery.defaultText`.
        public let queryText: Driver<String>
        /// Moves to the next sort (best match → stars → forks → updated → best match) and starts the list over.
        public let sortTrigger: Driver<Void>
        /// Flips the order (descending ↔ ascending) and starts the list over; GitHub ignores it for best match.
        public let orderTrigger: Driver<Void>
        /// Asks for the next page: the view sends it when a key moves the selection near the end of the list (never
        /// in answer to an output). Ignored while a page loads or when no page is left.
        public let loadMoreTrigger: Driver<Void>
        /// The index of the row chosen to see its detail; indexes outside the list are ignored.
        public let selection: Driver<Int>
        /// The index of the row to open in the browser; indexes outside the list are ignored.
        public let openInBrowserTrigger: Driver<Int>
        /// Asks for the account screen.
        public let accountTrigger: Driver<Void>
        /// The text being edited, as typed (not as recalled), whose matching recent searches are suggested.
        public let editedText: Driver<String>
        /// Asks for your starred repositories.
        public let starredTrigger: Driver<Void>

        /// Creates the input; triggers the view does not have default to never firing.
        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(), queryText: Driver<String> = .empty(),
            sortTrigger: Driver<Void> = .empty(), orderTrigger: Driver<Void> = .empty(),
            loadMoreTrigger: Driver<Void> = .empty(),
            selection: Driver<Int> = .empty(), openInBrowserTrigger: Driver<Int> = .empty(),
            accountTrigger: Driver<Void> = .empty(), editedText: Driver<String> = .empty(),
            starredTrigger: Driver<Void> = .empty()
        ) {
            self.editedText = editedText
            self.starredTrigger = starredTrigger
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.queryText = queryText
            self.sortTrigger = sortTrigger
            self.orderTrigger = orderTrigger
            self.loadMoreTrigger = loadMoreTrigger
            self.selection = selection
            self.openInBrowserTrigger = openInBrowserTrigger
            self.accountTrigger = accountTrigger
        }
    }

    /// What the search screen shows (Drivers), and what happens once (Signals: a message, a navigation).
    public struct Output {
        /// The list and what is known about its pages.
        public let paging: Driver<PagingState>
        /// The search text asked for (after trimming and defaulting), for the header.
        public let searchText: Driver<String>
        /// The sort asked for, for the header.
        public let sort: Driver<RepoSort>
        /// The order asked for, for the header.
        public let order: Driver<SortDirection>
        /// Whether a first page is loading.
        public let isLoading: Driver<Bool>
        /// Whether a further page is loading.
        public let isLoadingMore: Driver<Bool>
        /// A sentence for each failed request.
        public let error: Signal<String>
        /// Shows the detail of the selected repository.
        public let selectedRepo: Signal<RepoListItem>
        /// Opens the chosen repository's page in the browser.
        public let openedInBrowser: Signal<URL>
        /// Shows the account screen.
        public let accountShown: Signal<Void>
        /// Shows your starred repositories.
        public let starredShown: Signal<Void>
        /// The recent searches starting with the text being edited (every recent one for an empty text), newest
        /// first, at most `SearchViewModel.suggestionCount`; none without a history.
        public let suggestions: Driver<[SearchHistoryEntry]>
        /// Records each submitted search in the history: the view drives it, and it fires once per search kept.
        public let searchRecorded: Signal<Void>
        /// One line saying the history cannot be used (or that a damaged file was replaced); `nil` while it works.
        public let historyProblem: Driver<String?>
    }

    /// How many recent searches are suggested (and recalled with ↑) while the text is edited.
    public static let suggestionCount = 5

    /// The pause the search waits for by default: long enough to let someone finish typing when a front end
    /// sends the text on every keystroke.
    public static let defaultDebounceInterval = DispatchTimeInterval.milliseconds(300)

    private let useCase: any SearchUseCaseType
    private let navigator: any SearchNavigatorType
    private let initialText: String
    private let initialSort: RepoSort
    private let perPage: Int
    private let debounceInterval: DispatchTimeInterval
    private let errorMessage: ErrorMessage
    private let history: (any SearchHistoryUseCaseType)?

    /// Creates the view model; the first search uses `initialText` and `initialSort`, and typing waits
    /// `debounceInterval` for a pause before searching. Searches are kept in `history`; without one (`nil`)
    /// nothing is recorded or suggested.
    public init(
        useCase: any SearchUseCaseType, navigator: any SearchNavigatorType,
        initialText: String = RepoSearchQuery.defaultText, initialSort: RepoSort = .bestMatch,
        perPage: Int = RepoSearchQuery.defaultPerPage,
        debounceInterval: DispatchTimeInterval = SearchViewModel.defaultDebounceInterval,
        errorMessage: ErrorMessage = ErrorMessage(), history: (any SearchHistoryUseCaseType)? = nil
    ) {
        self.history = history
        self.useCase = useCase
        self.navigator = navigator
        self.initialText = Self.searchText(initialText)
        self.initialSort = initialSort
        self.perPage = perPage
        self.debounceInterval = debounceInterval
        self.errorMessage = errorMessage
    }

    /// Wires the search screen.
    public func transform(_ input: Input) -> Output {
        let firstPageActivity = ActivityIndicator()
        let nextPageActivity = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let historyErrors = ErrorTracker()
        let initial = PagingState()
        // The latest state, for load-more to read: `scan` below folds the events, and this relay closes the loop.
        let latest = BehaviorRelay(value: initial)
        let useCase = self.useCase
        let navigator = self.navigator
        let perPage = self.perPage
        let errorMessage = self.errorMessage

        let searchText = input.queryText
            .debounce(debounceInterval)
            .map { Self.searchText($0) }
            .startWith(initialText)
            .distinctUntilChanged()
        let sort = input.sortTrigger
            .scan(initialSort) { sort, _ in sort.next }
            .startWith(initialSort)
        let order = input.orderTrigger
            .scan(SortDirection.descending) { order, _ in order.reversed }
            .startWith(.descending)
        let ranking = Driver.combineLatest(sort, order) { (sort: $0, order: $1) }
        let firstPage = Driver.combineLatest(searchText, ranking) { text, ranking in
            Result { () throws(RepositoryError) in
                try RepoSearchQuery(text: text, sort: ranking.sort, order: ranking.order, perPage: perPage)
            }
        }
        let reload = Driver.merge(input.loadTrigger, input.refreshTrigger)
        let firstPageEvents = Driver.merge(reload.withLatestFrom(firstPage), firstPage.skip(1))
            .flatMapLatest { query -> Driver<PagingEvent> in
                switch query {
                case .success(let query):
                    useCase.firstPage(query)
                        .trackActivity(firstPageActivity)
                        .trackError(errorTracker)
                        .asDriverOnErrorJustComplete()
                case .failure(let error):
                    Observable<PagingEvent>.error(error).trackError(errorTracker).asDriverOnErrorJustComplete()
                }
            }
        let nextPageEvents = input.loadMoreTrigger
            .withLatestFrom(latest.asDriver()) { _, state in state.nextPageQuery }
            .compactMap { $0 }
            .flatMapFirst { query -> Driver<PagingEvent> in
                useCase.nextPage(query)
                    .take(until: latest.asObservable().filter { $0.nextPageQuery != query })
                    .trackActivity(nextPageActivity)
                    .trackError(errorTracker)
                    .asDriverOnErrorJustComplete()
            }
        let paging = Driver.merge(firstPageEvents, nextPageEvents)
            .scan(initial, accumulator: PagingState.reduce)
            .startWith(initial)
            .do(onNext: { latest.accept($0) })

        let selectedRepo = input.selection
            .withLatestFrom(paging) { index, paging in paging.repos.indices.contains(index) ? paging.repos[index] : nil
            }
            .compactMap { $0 }
            .do(onMainActor: { navigator.toDetail($0) })
        let openedInBrowser = input.openInBrowserTrigger
            .withLatestFrom(paging) { index, paging in
                paging.repos.indices.contains(index) ? paging.repos[index].htmlURL : nil
            }
            .compactMap { $0 }
            .do(onMainActor: { navigator.openInBrowser($0) })

        return Output(
            paging: paging,
            searchText: searchText,
            sort: sort,
            order: order,
            isLoading: firstPageActivity.asDriver(),
            isLoadingMore: nextPageActivity.asDriver(),
            error: errorTracker.asObservable().map { errorMessage.text(for: $0) }.asSignal(onErrorSignalWith: .empty()),
            selectedRepo: selectedRepo.asSignal(),
            openedInBrowser: openedInBrowser.asSignal(),
            accountShown: input.accountTrigger.do(onMainActor: { navigator.toAccount() }).asSignal(),
            starredShown: input.starredTrigger.do(onMainActor: { navigator.toStarred() }).asSignal(),
            suggestions: suggestions(input.editedText, historyErrors: historyErrors),
            searchRecorded: recorded(input.queryText, ranking: ranking, historyErrors: historyErrors),
            historyProblem: historyProblem(input.editedText, historyErrors: historyErrors)
        )
    }

    /// What opening the history found when the text was first edited, then the latest failure to read or write it.
    private func historyProblem(_ editedText: Driver<String>, historyErrors: ErrorTracker) -> Driver<String?> {
        guard let history else { return .just(nil) }
        let errorMessage = self.errorMessage
        let opened = editedText.take(1)
            .flatMap { _ -> Driver<String?> in
                history.open()
                    .map { recovery in recovery.map { errorMessage.text(for: $0) } }
                    .asDriver(onErrorRecover: { .just(errorMessage.text(for: $0)) })
            }
        let failed = historyErrors.asDriver().map { Optional(errorMessage.text(for: $0)) }
        return Driver.merge(opened, failed).startWith(nil).distinctUntilChanged()
    }

    /// The recent searches starting with each edited text, read again each time it is sent; a failed read suggests
    /// nothing and reports the error.
    private func suggestions(_ editedText: Driver<String>, historyErrors: ErrorTracker) -> Driver<[SearchHistoryEntry]>
    {
        guard let history else { return .just([]) }
        // Not de-duplicated: the editor opening again with the same text must see the searches recorded since.
        return
            editedText
            .flatMapLatest { text -> Driver<[SearchHistoryEntry]> in
                history.suggestions(for: text, limit: Self.suggestionCount)
                    .trackError(historyErrors)
                    .asDriver(onErrorJustReturn: [])
            }
            .startWith([])
    }

    /// Each submitted text, with the sort and order in force, recorded; a failed write reports the error.
    private func recorded(
        _ queryText: Driver<String>, ranking: Driver<(sort: RepoSort, order: SortDirection)>,
        historyErrors: ErrorTracker
    ) -> Signal<Void> {
        guard let history else { return Signal.empty() }
        let perPage = self.perPage
        return queryText.debounce(debounceInterval)
            .map { Self.searchText($0) }
            .withLatestFrom(ranking) { text, ranking in
                try? RepoSearchQuery(text: text, sort: ranking.sort, order: ranking.order, perPage: perPage)
            }
            .compactMap { $0 }
            .flatMap { query -> Driver<Void> in
                history.record(query).trackError(historyErrors).asDriverOnErrorJustComplete()
            }
            .asSignal()
    }

    /// The text to search for: `text` trimmed, or the default search when nothing is left.
    static func searchText(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? RepoSearchQuery.defaultText : trimmed
    }
}
