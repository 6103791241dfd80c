import Domain
import Foundation
import Reactive

/// The search screen: a query, a sort, and a list of matching repositories that grows page by page.
///
/// The list is a `PagedList` of the use case's pages, the paging every list scene shares: a newer query, sort or
/// refresh starts the list over and cancels what was in flight, load-more asks for the next page, and an error ends
/// only its own request. What this scene adds is the query: the text typed (debounced, trimmed), the sort and the
/// order. A star given or taken away on a detail screen changes the count on its row (`StarUseCaseType.changes`).
///
/// With a search history, every submitted text is recorded with the sort and order in force (`searchRecorded`, a
/// side effect the view drives), and the text being edited gets the recent searches starting with it
/// (`suggestions`). The history is opened on first use (when the text is first edited), off the main queue, so it
/// never delays the first frame; one that cannot be used (or was damaged and replaced) is said in one line
/// (`historyProblem`) and the search goes on without it.
public struct SearchViewModel: ViewModelType, Sendable {
    /// What the search screen sends.
    public struct Input {
        public var loadTrigger: Driver<Void>
        public var refreshTrigger: Driver<Void>
        public var loadMoreTrigger: Driver<Void>
        /// The search text as typed: debounced, trimmed and de-duplicated; empty means `RepoSearchQuery.defaultText`.
        public var queryText: Driver<String>
        /// Moves to the next sort (best match → stars → forks → updated → best match) and starts the list over.
        public var sortTrigger: Driver<Void>
        /// Flips the order (descending ↔ ascending) and starts the list over; GitHub ignores it for best match.
        public var orderTrigger: Driver<Void>
        /// The index of the row to open (its detail); indexes outside the list are ignored.
        public var openTrigger: Driver<Int>
        /// The index of the row to open in the browser; indexes outside the list are ignored.
        public var openInBrowserTrigger: Driver<Int>
        /// Asks for the account screen.
        public var accountTrigger: Driver<Void>
        /// The text being edited, as typed (not as recalled), whose matching recent searches are suggested.
        public var editedText: Driver<String>
        /// Asks for your starred repositories.
        public var starredTrigger: Driver<Void>

        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(),
            loadMoreTrigger: Driver<Void> = .empty(),
            queryText: Driver<String> = .empty(), sortTrigger: Driver<Void> = .empty(),
            orderTrigger: Driver<Void> = .empty(), openTrigger: Driver<Int> = .empty(),
            openInBrowserTrigger: Driver<Int> = .empty(),
            accountTrigger: Driver<Void> = .empty(), editedText: Driver<String> = .empty(),
            starredTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.loadMoreTrigger = loadMoreTrigger
            self.queryText = queryText
            self.sortTrigger = sortTrigger
            self.orderTrigger = orderTrigger
            self.openTrigger = openTrigger
            self.openInBrowserTrigger = openInBrowserTrigger
            self.accountTrigger = accountTrigger
            self.editedText = editedText
            self.starredTrigger = starredTrigger
        }
    }

    /// What the search screen shows (Drivers), and what happens once (Signals: a message, a navigation).
    public struct Output {
        public let list: PagedList<RepoPage>.Output
        /// The search text asked for (after trimming and defaulting), for the header.
        public let searchText: Driver<String>
        public let sort: Driver<RepoSort>
        public let order: Driver<SortDirection>
        /// Shows the detail of the chosen repository.
        public let detailShown: Signal<RepoListItem>
        /// Opens the chosen repository's page in the browser.
        public let openedInBrowser: Signal<URL>
        public let accountShown: Signal<Void>
        public let starredShown: Signal<Void>
        /// The recent searches starting with the text being edited (every recent one for an empty text), newest
        /// first, at most `SearchViewModel.suggestionCount`; none without a history.
        public let suggestions: Driver<[SearchHistoryEntry]>
        /// Records each submitted search in the history: the view drives it, and it fires once per search kept.
        public let searchRecorded: Signal<Void>
        /// Why the history cannot be used, or that a damaged file was replaced; `nil` while it works.
        public let historyProblem: Driver<SearchHistoryProblem?>
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
    private let history: (any SearchHistoryUseCaseType)?
    private let starChanges: Observable<StarChange>

    /// Creates the view model; the first search uses `initialText` and `initialSort`, and typing waits
    /// `debounceInterval` for a pause before searching. Searches are kept in `history`; without one (`nil`)
    /// nothing is recorded or suggested. `starChanges` are the stars given and taken away elsewhere.
    public init(
        useCase: any SearchUseCaseType, navigator: any SearchNavigatorType,
        initialText: String = RepoSearchQuery.defaultText, initialSort: RepoSort = .bestMatch,
        perPage: Int = RepoSearchQuery.defaultPerPage,
        debounceInterval: DispatchTimeInterval = SearchViewModel.defaultDebounceInterval,
        history: (any SearchHistoryUseCaseType)? = nil, starChanges: Observable<StarChange> = .empty()
    ) {
        self.useCase = useCase
        self.navigator = navigator
        self.initialText = Self.searchText(initialText)
        self.initialSort = initialSort
        self.perPage = perPage
        self.debounceInterval = debounceInterval
        self.history = history
        self.starChanges = starChanges
    }

    /// Makes the query from the text, sort and order (each change starts the list over), pages it, and keeps the
    /// history; a row opens its detail, and every navigation happens while the view binds its Signal.
    public func transform(_ input: Input) -> Output {
        let historyErrors = ErrorTracker()
        let useCase = self.useCase
        let navigator = self.navigator
        let perPage = self.perPage

        let searchText = input.queryText
            .debounce(debounceInterval)
            .map { Self.searchText($0) }
            .startWith(initialText)
            .distinctUntilChanged()
        let sort = input.sortTrigger.stepping(from: initialSort) { $0.next }
        let order = input.orderTrigger.stepping(from: SortDirection.descending) { $0.reversed }
        let ranking = Driver.combineLatest(sort, order) { (sort: $0, order: $1) }
        let list = PagedList(fetch: useCase.search).transform(
            loadTrigger: Driver.merge(input.loadTrigger, input.refreshTrigger), loadMoreTrigger: input.loadMoreTrigger,
            lists: Driver.combineLatest(searchText, ranking) { (text: $0, ranking: $1) },
            firstPageQuery: { list throws(RepositoryError) in
                try RepoSearchQuery(
                    text: list.text, sort: list.ranking.sort, order: list.ranking.order, perPage: perPage)
            },
            edits: starChanges.asDriverOnErrorJustComplete().map { change in { $0.applying(change) } })

        return Output(
            list: list,
            searchText: searchText,
            sort: sort,
            order: order,
            // What a row opens: the repository's detail.
            detailShown: list.rows(at: input.openTrigger).do(onMainActor: { navigator.toDetail($0) }).asSignal(),
            openedInBrowser: list.rows(at: input.openInBrowserTrigger).map(\.htmlURL)
                .do(onMainActor: { navigator.openInBrowser($0) }).asSignal(),
            accountShown: input.accountTrigger.do(onMainActor: { navigator.toAccount() }).asSignal(),
            starredShown: input.starredTrigger.do(onMainActor: { navigator.toStarred() }).asSignal(),
            suggestions: suggestions(input.editedText, historyErrors: historyErrors),
            searchRecorded: recorded(input.queryText, ranking: ranking, historyErrors: historyErrors),
            historyProblem: historyProblem(input.editedText, historyErrors: historyErrors)
        )
    }

    /// What opening the history found when the text was first edited, then the latest failure to read or write it.
    private func historyProblem(_ editedText: Driver<String>, historyErrors: ErrorTracker)
        -> Driver<SearchHistoryProblem?>
    {
        guard let history else { return .just(nil) }
        let opened = editedText.take(1)
            .flatMap { _ -> Driver<SearchHistoryProblem?> in
                history.open()
                    .map { recovery in recovery.map { .replaced($0) } }
                    .asDriver(onErrorRecover: { .just(SearchHistoryProblem($0)) })
            }
        let failed = historyErrors.asDriver().map { Optional(SearchHistoryProblem($0)) }
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
