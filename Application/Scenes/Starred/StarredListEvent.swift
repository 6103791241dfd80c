import Domain

/// What can happen to the starred list; `StarredListState.reduce(_:_:)` folds these into the state.
public enum StarredListEvent: Sendable {
    /// A first page was asked for: the list will start over with its answer.
    case firstPageRequested(StarredQuery)
    /// The first page arrived.
    case firstPageLoaded(StarredPage)
    /// A further page arrived.
    case nextPageLoaded(StarredPage)
}
