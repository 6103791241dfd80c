import Domain
import Reactive

/// The paging every list scene wires, written once: a list grown page by page from the pages `load` returns.
///
/// Each list the query names starts with its first page: a new query (a filter, a sort) or a reload asks
/// for it and cancels everything the list before it had in flight, so a stale answer never replaces a newer list.
/// Load-more asks for the page the state names next through `flatMapFirst`, so it is ignored while a page loads or
/// when none is left. A page whose items were all left out (the pull requests among issues) leads straight to the
/// next, so a list never stops short while pages remain. The pages are folded into a `PagedListState` with `scan`;
/// an error ends only its own request, the list shown stays and every trigger keeps working.
///
/// A scene's view model makes one in `transform`, hands it the list's triggers and the query its own triggers make,
/// and returns the list's outputs among its own.
public struct PagedList<Page: ListPage>: Sendable {
    public struct Output {
        /// The rows and what is known about the pages.
        public let state: Driver<PagedListState<Page>>
        /// Whether a first page is loading.
        public let isLoading: Driver<Bool>
        /// Whether a further page is loading.
        public let isLoadingMore: Driver<Bool>
        /// The error line: the sentence of the latest failed request, until the list starts over (a load, a new
        /// query) or its rows change; `nil` while there is nothing to say.
        public let error: Driver<String?>

        /// The row at each index `indexes` sends, in the list shown at that moment; an index outside it is dropped.
        public func rows(at indexes: Driver<Int>) -> Driver<Page.Item.Row> {
            indexes.withLatestFrom(state) { index, state in state.row(at: index) }.compactMap { $0 }
        }
    }

    private let load: @Sendable (Page.Query) -> Observable<Page>
    private let errorMessage: ErrorMessage

    /// Creates a list whose pages `load` fetches (disposing its subscription cancels the request); failures are
    /// worded by `errorMessage`.
    public init(
        load: @escaping @Sendable (Page.Query) -> Observable<Page>, errorMessage: ErrorMessage = ErrorMessage()
    ) {
        self.load = load
        self.errorMessage = errorMessage
    }

    /// The paging of the list `query` names. Its first value waits for `load`; each `load` after it (a refresh)
    /// and each later query (a sort, a filter) starts the list over; a failed query (one that cannot be asked) is
    /// said without a request. `loadMore` asks for the next page. `edits` are changes to the rows made elsewhere (a
    /// star given on another screen): each row becomes what the function returns, or leaves the list for `nil`.
    public func transform(
        load loadTrigger: Driver<Void>, loadMore: Driver<Void>, query: Driver<Result<Page.Query, RepositoryError>>,
        edits: Driver<@Sendable (Page.Item.Row) -> Page.Item.Row?> = .empty()
    ) -> Output {
        let firstPageActivity = ActivityIndicator()
        let nextPageActivity = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let initial = PagedListState<Page>()
        // The feedback loop, the one subtle part of paging. Load-more must ask for the page the list names next,
        // and only the state knows it: the state is `scan`'s accumulator below, built from the page events, and the
        // page events include the next pages load-more asks for. An operator cannot read a value that the chain it
        // is part of computes later, so the loop is closed by hand: every state `scan` folds is written into this
        // relay (the `do(onNext:)` at the end of `state`), and load-more reads the latest one with
        // `withLatestFrom`. The relay is made here, inside `transform`, so each subscription to the outputs has
        // its own loop and no state leaks between screens; it starts with the empty state, whose `nextPageQuery`
        // is `nil`, so a load-more before the first page asks for nothing. Reading it when load-more fires (not
        // when the page arrives) is what makes `flatMapFirst` below safe: while a page loads, load-more is
        // ignored, and the state it reads next already holds that page.
        let latest = BehaviorRelay(value: initial)
        let load = self.load
        let errorMessage = self.errorMessage

        let lists = Driver.merge(loadTrigger.withLatestFrom(query), query.skip(1))
        let pageEvents = lists.flatMapLatest { request -> Driver<PagedListEvent<Page>> in
            let firstPage = Observable<PagedListEvent<Page>>.deferred {
                let query = try request.get()
                return Self.pages(from: query, load: load) { .firstPageLoaded($0) }
                    .startWith(.firstPageRequested(query))
            }
            let nextPages =
                loadMore
                .withLatestFrom(latest.asDriver()) { _, state in state.nextPageQuery }
                .compactMap { $0 }
                .flatMapFirst { query -> Driver<PagedListEvent<Page>> in
                    Self.pages(from: query, load: load) { .nextPageLoaded($0) }
                        .trackActivity(nextPageActivity)
                        .trackError(errorTracker)
                        .asDriverOnErrorJustComplete()
                }
            return Driver.merge(
                firstPage.trackActivity(firstPageActivity).trackError(errorTracker).asDriverOnErrorJustComplete(),
                nextPages)
        }
        let state = Driver.merge(pageEvents, edits.map { PagedListEvent<Page>.rowsEdited($0) })
            .scan(initial, accumulator: PagedListState.reduce)
            .startWith(initial)
            .do(onNext: { latest.accept($0) })
        // The error line says the latest failure until the list it was about is gone: the next page event (a new
        // list asked for, a page arrived) clears it. Failures are no page events, so the order is never in doubt.
        let error = Driver.merge(
            errorTracker.asDriver().map { Optional(errorMessage.text(for: $0)) },
            pageEvents.map { _ in nil }
        )
        .startWith(nil)
        .distinctUntilChanged()

        return Output(
            state: state,
            isLoading: firstPageActivity.asDriver(),
            isLoadingMore: nextPageActivity.asDriver(),
            error: error
        )
    }

    /// The list `query` starts, grown as its screen grows it when asked for more, for a front end that prints it
    /// (the commands): the first page, then the page the list names next, one after another, until the list holds
    /// `count` rows or has no next page. Sends the one listing it grew to, then completes; fails with the first
    /// error of a page, so a result is never silently short.
    public func listing(startingWith query: Page.Query, holding count: Int) -> Observable<PagedListing<Page>> {
        let first = Self.pages(from: query, load: load) { .firstPageLoaded($0) }
        return Self.grow(PagedListing(), with: first.startWith(.firstPageRequested(query)), toHold: count, load: load)
    }

    /// `listing` with `events` folded in, then with each next page while it holds fewer than `count` rows.
    private static func grow(
        _ listing: PagedListing<Page>, with events: Observable<PagedListEvent<Page>>, toHold count: Int,
        load: @escaping @Sendable (Page.Query) -> Observable<Page>
    ) -> Observable<PagedListing<Page>> {
        events.reduce(listing, accumulator: PagedListing.reduce).flatMap { grown -> Observable<PagedListing<Page>> in
            guard grown.state.rows.count < count, let next = grown.state.nextPageQuery else { return .just(grown) }
            return grow(grown, with: pages(from: next, load: load) { .nextPageLoaded($0) }, toHold: count, load: load)
        }
    }

    /// The page `query` asks for, as the event `loaded` makes of it, followed by the next page's when it kept no
    /// item and another follows.
    private static func pages(
        from query: Page.Query, load: @escaping @Sendable (Page.Query) -> Observable<Page>,
        loaded: @escaping @Sendable (Page) -> PagedListEvent<Page>
    ) -> Observable<PagedListEvent<Page>> {
        load(query).flatMap { page -> Observable<PagedListEvent<Page>> in
            guard page.items.isEmpty, let next = page.nextQuery else { return .just(loaded(page)) }
            return Observable.just(loaded(page)).concat(pages(from: next, load: load) { .nextPageLoaded($0) })
        }
    }
}
