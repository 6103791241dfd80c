import Domain

/// The starred list as it grows page by page: a value changed only by `reduce(_:_:)`, folded with `scan`, as the
/// search list's `PagingState` is.
///
/// A page is taken only when it answers the query the state waits for, so a late answer to a list since started
/// over changes nothing; a repository a later page repeats is kept once.
public struct StarredListState: Hashable, Sendable {
    /// The rows, newest star first (or as the sort asks).
    public private(set) var repos: [RepoListItem] = []
    /// The first page's query the list shows (or waits for).
    public private(set) var firstPageQuery: StarredQuery?
    /// The next page to ask for, or `nil` when there is none (or the first page has not arrived).
    public private(set) var nextPageQuery: StarredQuery?
    /// Whether the first page has arrived.
    public private(set) var isAnswered = false
    /// Counts the lists shown: a new first page starts a new list (the view moves the selection back to the top).
    public private(set) var listNumber = 0
    /// How many repositories in GitHub's answers could not be read and were left out.
    public private(set) var skippedItemCount = 0

    /// The empty list, before anything was asked.
    public init() {}

    /// Whether another page can be asked for now.
    public var hasMore: Bool { nextPageQuery != nil }

    /// `state` after `event`.
    public static func reduce(_ state: StarredListState, _ event: StarredListEvent) -> StarredListState {
        var next = state
        switch event {
        case .firstPageRequested(let query):
            next.firstPageQuery = query
            next.nextPageQuery = nil
            next.isAnswered = false
        case .firstPageLoaded(let page):
            guard page.query == state.firstPageQuery else { return state }
            next.repos = page.items.map(RepoListItem.init)
            next.skippedItemCount = page.skippedItemCount
            next.listNumber += 1
            next.isAnswered = true
            next.nextPageQuery = page.nextQuery
        case .nextPageLoaded(let page):
            guard page.query == state.nextPageQuery else { return state }
            let shown = Set(state.repos.map(\.identity))
            next.repos += page.items.lazy.map(RepoListItem.init).filter { !shown.contains($0.identity) }
            next.skippedItemCount += page.skippedItemCount
            next.nextPageQuery = page.nextQuery
        }
        return next
    }
}
