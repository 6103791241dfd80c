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
}
