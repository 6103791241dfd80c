import Domain
import Foundation
import Reactive

/// The search screen: a query, a sort, and a list of matching repositories that grows page by page.
///
/// A newer query, sort or refresh cancels the request in flight, so a stale answer never replaces newer
/// results. Load-more appends the next page, unless a page is loading or none is left. An error ends only
/// its own request: the list shown stays and every trigger keeps working.
public struct MainViewModel: ViewModelType, Sendable {
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
        /// Asks for the next page; the view sends it when the selection nears the end of the list.
        public let loadMoreTrigger: Driver<Void>
        /// The index of the row chosen to see its detail; indexes outside the list are ignored.
        public let selection: Driver<Int>
        /// The index of the row to open in the browser; indexes outside the list are ignored.
        public let openInBrowserTrigger: Driver<Int>
        /// Asks for the key bindings.
        public let helpTrigger: Driver<Void>
        /// Asks for the account screen.
        public let accountTrigger: Driver<Void>

        /// Creates the input; triggers the view does not have default to never firing.
        public init(
            loadTrigger: Driver<Void>, refreshTrigger: Driver<Void> = .empty(), queryText: Driver<String> = .empty(),
            sortTrigger: Driver<Void> = .empty(), loadMoreTrigger: Driver<Void> = .empty(),
            selection: Driver<Int> = .empty(), openInBrowserTrigger: Driver<Int> = .empty(),
            helpTrigger: Driver<Void> = .empty(), accountTrigger: Driver<Void> = .empty()
        ) {
            self.loadTrigger = loadTrigger
            self.refreshTrigger = refreshTrigger
            self.queryText = queryText
            self.sortTrigger = sortTrigger
            self.loadMoreTrigger = loadMoreTrigger
            self.selection = selection
            self.openInBrowserTrigger = openInBrowserTrigger
            self.helpTrigger = helpTrigger
            self.accountTrigger = accountTrigger
        }
    }

    /// What the search screen shows, and the navigation it performs when driven.
    public struct Output {
        /// The repositories of every page loaded so far for the current search, in ranking order.
        public let repos: Driver<[GithubRepo]>
        /// Whether a first page is loading.
        public let isLoading: Driver<Bool>
        /// Whether a further page is loading.
        public let isLoadingMore: Driver<Bool>
        /// Whether the search shown has been answered: false from the moment its first page is asked for until
        /// that page arrives, and still false when that request fails. An empty list means "nothing matches" only
        /// while this is true.
        public let isAnswered: Driver<Bool>
        /// A sentence for each failed request.
        public let error: Driver<String>
        /// Whether another page can be loaded (false at the last page and at GitHub's 1000-result cap).
        public let hasMore: Driver<Bool>
        /// GitHub's count of all matches for the search shown.
        public let totalCount: Driver<Int>
        /// The search quota after the latest page, when the source reports one.
        public let rateLimit: Driver<RateLimitStatus?>
        /// Whether the results come from the offline snapshot.
        public let isSampleData: Driver<Bool>
        /// The search text asked for (after trimming and defaulting), for the header.
        public let searchText: Driver<String>
        /// The sort asked for, for the header.
        public let sort: Driver<RepoSort>
        /// Shows the detail of the selected repository when driven.
        public let selectedRepo: Driver<GithubRepo>
        /// Opens the chosen repository's page in the browser when driven.
        public let openedInBrowser: Driver<URL>
        /// Shows the key bindings when driven.
        public let helpShown: Driver<Void>
        /// Shows the account screen when driven.
        public let accountShown: Driver<Void>
    }

    /// One page to fetch: a query (or why it could not be made), and whether it starts the list over.
    struct PageRequest: Sendable {
        let query: Result<RepoSearchQuery, RepositoryError>
        let isFirstPage: Bool
    }

    /// One page fetched, and whether it starts the list over.
    struct LoadedPage: Sendable {
        let page: RepoPage
        let isFirstPage: Bool
    }

    /// Where the pages of the list stand: the next page to fetch, and the page requests subscribed (counted, since
    /// a newer request may be subscribed just before the one it replaces is disposed).
    struct PageCursor: Sendable {
        var nextQuery: RepoSearchQuery?
        var requestsInFlight: Int
    }

    /// The pause the search waits for by default: long enough to let someone finish typing when a front end
    /// sends the text on every keystroke.
    public static let defaultDebounceInterval = DispatchTimeInterval.milliseconds(300)

    private let useCase: any MainUseCaseType
    private let navigator: any MainNavigatorType
    private let initialText: String
    private let initialSort: RepoSort
    private let perPage: Int
    private let debounceInterval: DispatchTimeInterval
    private let errorMessage: ErrorMessage

    /// Creates the view model; the first search uses `initialText` and `initialSort`, and typing waits
    /// `debounceInterval` for a pause before searching.
    public init(
        useCase: any MainUseCaseType, navigator: any MainNavigatorType,
        initialText: String = RepoSearchQuery.defaultText, initialSort: RepoSort = .bestMatch,
        perPage: Int = RepoSearchQuery.defaultPerPage,
        debounceInterval: DispatchTimeInterval = MainViewModel.defaultDebounceInterval,
        errorMessage: ErrorMessage = ErrorMessage()
    ) {
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
        let cursor = BehaviorRelay(value: PageCursor(nextQuery: nil, requestsInFlight: 0))
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
        let firstPage = Driver.combineLatest(searchText, sort) { text, sort in
            PageRequest(
                query: Result { () throws(RepositoryError) in
                    try RepoSearchQuery(text: text, sort: sort, perPage: perPage)
                },
                isFirstPage: true)
        }
        let reload = Driver.merge(input.loadTrigger, input.refreshTrigger)
        let firstPageRequests = Driver.merge(reload.withLatestFrom(firstPage), firstPage.skip(1))
        let nextPageRequests = input.loadMoreTrigger
            .compactMap { _ -> PageRequest? in
                let position = cursor.value
                guard position.requestsInFlight == 0, let next = position.nextQuery else { return nil }
                return PageRequest(query: .success(next), isFirstPage: false)
            }

        let pages = Driver.merge(firstPageRequests, nextPageRequests)
            .flatMapLatest { request -> Driver<LoadedPage> in
                let search: Observable<RepoPage> =
                    switch request.query {
                    case .success(let query): useCase.search(query)
                    case .failure(let error): .error(error)
                    }
                return
                    search
                    .trackActivity(request.isFirstPage ? firstPageActivity : nextPageActivity)
                    .trackError(errorTracker)
                    .do(
                        onNext: { page in
                            cursor.accept(
                                PageCursor(nextQuery: page.nextQuery, requestsInFlight: cursor.value.requestsInFlight))
                        },
                        onSubscribe: {
                            let position = cursor.value
                            cursor.accept(
                                PageCursor(
                                    nextQuery: position.nextQuery, requestsInFlight: position.requestsInFlight + 1))
                        },
                        onDispose: {
                            let position = cursor.value
                            cursor.accept(
                                PageCursor(
                                    nextQuery: position.nextQuery, requestsInFlight: position.requestsInFlight - 1))
                        }
                    )
                    .map { LoadedPage(page: $0, isFirstPage: request.isFirstPage) }
                    .asDriverOnErrorJustComplete()
            }

        let repos =
            pages
            .scan([GithubRepo]()) { shown, loaded in
                loaded.isFirstPage ? loaded.page.items : Self.appending(loaded.page.items, to: shown)
            }
            .startWith([])
        let selectedRepo = input.selection
            .withLatestFrom(repos) { index, repos in repos.indices.contains(index) ? repos[index] : nil }
            .compactMap { $0 }
            .do(onNext: { navigator.toDetail($0) })
        let openedInBrowser = input.openInBrowserTrigger
            .withLatestFrom(repos) { index, repos in repos.indices.contains(index) ? repos[index].htmlURL : nil }
            .compactMap { $0 }
            .do(onNext: { navigator.openInBrowser($0) })

        return Output(
            repos: repos,
            isLoading: firstPageActivity.asDriver(),
            isLoadingMore: nextPageActivity.asDriver(),
            isAnswered: Driver.merge(
                firstPageRequests.map { _ in false }, pages.filter(\.isFirstPage).map { _ in true }
            )
            .startWith(false)
            .distinctUntilChanged(),
            error: errorTracker.asDriver().map { errorMessage.text(for: $0) },
            hasMore: pages.map { $0.page.hasMore }.startWith(false).distinctUntilChanged(),
            totalCount: pages.map { $0.page.totalCount }.startWith(0).distinctUntilChanged(),
            rateLimit: pages.map { $0.page.rateLimit }.startWith(nil),
            isSampleData: pages.map { $0.page.isSampleData }.startWith(useCase.isSampleData).distinctUntilChanged(),
            searchText: searchText,
            sort: sort,
            selectedRepo: selectedRepo,
            openedInBrowser: openedInBrowser,
            helpShown: input.helpTrigger.do(onNext: { navigator.showHelp() }),
            accountShown: input.accountTrigger.do(onNext: { navigator.toAccount() })
        )
    }

    /// The text to search for: `text` trimmed, or the default search when nothing is left.
    static func searchText(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? RepoSearchQuery.defaultText : trimmed
    }

    /// `shown` followed by the repositories of `items` not already shown (GitHub's ranking can shift between pages).
    static func appending(_ items: [GithubRepo], to shown: [GithubRepo]) -> [GithubRepo] {
        let shownIDs = Set(shown.map(\.id))
        return shown + items.filter { !shownIDs.contains($0.id) }
    }
}
