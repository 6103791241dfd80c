import Reactive

/// What can happen to a paged list; `PagedListState.reduce(_:_:)` folds these into the state.
public enum PagedListEvent<Page: ListPage>: Sendable {
    /// A new list was asked for (a new query, filter or sort, or a refresh): its first page is `query`.
    case firstPageRequested(Page.Query)
    /// A first page arrived: it replaces the list.
    case firstPageLoaded(Page)
    /// A further page arrived: it extends the list.
    case nextPageLoaded(Page)
    /// Something changed the rows shown (a star given elsewhere): each row becomes what `edit` returns, or leaves the
    /// list when it returns `nil`.
    case rowsEdited(@Sendable (Page.Item.Row) -> Page.Item.Row?)

    /// The page `query` asks for, fetched by `fetch`, as the event `loaded` makes of it, followed by the next page's
    /// when it kept no item and another follows (so a list never stops short while pages remain).
    static func fetching(
        _ query: Page.Query, with fetch: @escaping @Sendable (Page.Query) -> Observable<Page>,
        as loaded: @escaping @Sendable (Page) -> PagedListEvent<Page>
    ) -> Observable<PagedListEvent<Page>> {
        fetch(query).flatMap { page -> Observable<PagedListEvent<Page>> in
            guard page.items.isEmpty, let next = page.nextQuery else { return .just(loaded(page)) }
            return Observable.just(loaded(page)).concat(fetching(next, with: fetch, as: PagedListEvent.nextPageLoaded))
        }
    }
}
