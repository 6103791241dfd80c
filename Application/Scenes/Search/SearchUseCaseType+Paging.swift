import Domain
import Reactive

extension SearchUseCaseType {
    /// A new list's first page as the events `PagingState.reduce(_:_:)` folds: `.firstPageRequested(query)` on
    /// subscription, then `.firstPageLoaded` with the page. Fails with the request's error.
    public func firstPage(_ query: RepoSearchQuery) -> Observable<PagingEvent> {
        search(query).map { PagingEvent.firstPageLoaded($0) }.startWith(.firstPageRequested(query))
    }

    /// A further page of the list as the event that extends it, `.nextPageLoaded`. Fails with the request's error.
    public func nextPage(_ query: RepoSearchQuery) -> Observable<PagingEvent> {
        search(query).map { PagingEvent.nextPageLoaded($0) }
    }

    /// The list `query` starts, grown as the search screen grows it when asked for more: the first page
    /// (`firstPage(_:)`), then the page the list names next (`nextPage(_:)`), one after another, until the list holds
    /// `count` rows or has no next page. Sends the one listing it grew to, then completes; fails with the first error
    /// of a page, so a result is never silently short.
    public func list(startingWith query: RepoSearchQuery, holding count: Int) -> Observable<SearchListing> {
        grow(SearchListing(paging: PagingState()), with: firstPage(query), toHold: count)
    }

    /// `listing` with `events` folded in, then with each next page while it holds fewer than `count` rows.
    private func grow(
        _ listing: SearchListing, with events: Observable<PagingEvent>, toHold count: Int
    ) -> Observable<SearchListing> {
        events.reduce(listing, accumulator: SearchListing.reduce).flatMap { grown -> Observable<SearchListing> in
            guard grown.paging.repos.count < count, let next = grown.paging.nextPageQuery else { return .just(grown) }
            return grow(grown, with: nextPage(next), toHold: count)
        }
    }
}
