import Domain

/// What can happen to the search list's pages; `PagingState.reduce(_:_:)` folds these into the state.
public enum PagingEvent: Sendable {
    /// A new list was asked for (a new query or sort, a refresh): its first page is `query`.
    case firstPageRequested(RepoSearchQuery)
    /// A first page arrived: it replaces the list.
    case firstPageLoaded(RepoPage)
    /// A further page arrived: it extends the list.
    case nextPageLoaded(RepoPage)
}
