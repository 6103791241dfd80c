import Domain
import Reactive

/// The paging every list scene wires, written once: a list grown page by page from the pages `fetch` returns.
///
/// A scene says which list it wants (`lists`: its text, sort or filter) and how that list's first page is asked for
/// (`firstPageQuery`). Each list starts from its first page, and a list that starts cancels everything the one before
/// it had in flight, so a stale answer never replaces a newer list. Load-more asks for the page the state names next
/// through `flatMapFirst`, so it is ignored while a page loads or when none is left. A page whose items were all left
/// out (the pull requests among issues) leads straight to the next, so a list never stops short while pages remain.
/// The pages are folded into a `PagedListState` with `scan`; an error ends only its own request, the rows shown stay,
/// the error line says why no more came, and every trigger keeps working.
///
/// A scene's view model makes one in `transform`, hands it the list's triggers and the lists its own triggers ask for,
/// and returns the list's outputs among its own. Every list scene's `Input` names those triggers alike:
/// `loadTrigger` (the screen appeared), `refreshTrigger` (load again), `loadMoreTrigger` (the selection neared the end;
/// ignored while a page loads or when none is left) and `openTrigger` (a row's index, ignored past the end).
public struct PagedList<Page: ListPage>: Sendable {
    public struct Output {
        /// The rows and what is known about the pages.
        public let state: Driver<PagedListState<Page>>
        /// Whether a first page is loading.
        public let isLoading: Driver<Bool>
        /// Whether a further page is loading.
        public let isLoadingMore: Driver<Bool>
        /// The error line: the latest failed request's error, until the list starts over (a load, a new list) or a
        /// page arrives; `nil` while there is nothing to say. A front end words it.
        public let error: Driver<RepositoryError?>

        /// The row at each index `indexes` sends, in the list shown at that moment; an index outside it is dropped.
        public func rows(at indexes: Driver<Int>) -> Driver<Page.Item.Row> {
            indexes.withLatestFrom(state) { index, state in state.row(at: index) }.compactMap { $0 }
        }
    }

    private let fetch: @Sendable (Page.Query) -> Observable<Page>

    /// Creates a list whose pages `fetch` asks for (disposing its subscription cancels the request).
    public init(fetch: @escaping @Sendable (Page.Query) -> Observable<Page>) {
        self.fetch = fetch
    }

    /// The paging of each list `lists` asks for, from the first page `firstPageQuery` makes of it; a list whose query
    /// cannot be made (it throws: a filter that cannot be read) is said on the error line with no request. `loadTrigger`
    /// loads the list asked for (the first time, and again on a reload); `loadMoreTrigger` asks for its next page.
    /// `edits` are changes to the rows made elsewhere (a star given on another screen): each row becomes what the
    /// function returns, or leaves the list for `nil`.
    public func transform<List: Sendable>(
        loadTrigger: Driver<Void>, loadMoreTrigger: Driver<Void>, lists: Driver<List>,
        firstPageQuery: @escaping @Sendable (List) throws(RepositoryError) -> Page.Query,
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
        let fetch = self.fetch

        let pageEvents = Self.started(lists, on: loadTrigger).flatMapLatest { list -> Driver<PagedListEvent<Page>> in
            let firstPage = Observable<PagedListEvent<Page>>.deferred {
                let query = try firstPageQuery(list)
                return PagedListEvent.fetching(query, with: fetch, as: PagedListEvent.firstPageLoaded)
                    .startWith(.firstPageRequested(query))
            }
            let nextPages =
                loadMoreTrigger
                .withLatestFrom(latest.asDriver()) { _, state in state.nextPageQuery }
                .compactMap { $0 }
                .flatMapFirst { query -> Driver<PagedListEvent<Page>> in
                    PagedListEvent.fetching(query, with: fetch, as: PagedListEvent.nextPageLoaded)
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
            errorTracker.asDriver().map { Optional(RepositoryError($0)) },
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

    /// The lists to start, in order: the first list `lists` asks for waits for `loadTrigger` (nothing is asked before
    /// the screen shows), each later `loadTrigger` starts the list asked for last again (a reload), and every later
    /// list starts at once (a new sort or filter).
    private static func started<List: Sendable>(_ lists: Driver<List>, on loadTrigger: Driver<Void>) -> Driver<List> {
        Driver.merge(loadTrigger.withLatestFrom(lists), lists.skip(1))
    }
}
