import Domain

/// One page of any list, as `PagedListState` takes it: its query, its items, and the query of the page after it.
///
/// Domain's pages conform (`RepoPage`, `LinkedPage`), so a list scene loads the pages its use case returns and the
/// paging itself is written once, in `PagedListState` and `PagedList`.
public protocol ListPage: Sendable {
    /// What asks for one page.
    associatedtype Query: Hashable & Sendable
    associatedtype Item: ListItem

    /// The query that produced this page.
    var query: Query { get }
    /// The page's items, in the list's order.
    var items: [Item] { get }
    /// The query for the next page, or `nil` after the last page.
    var nextQuery: Query? { get }
    /// How many items of the page could not be read and were left out.
    var skippedItemCount: Int { get }
    /// How many items the whole list holds, when the source says (GitHub's search does; most lists do not).
    var totalItemCount: Int? { get }
    /// The quota after the page, when the source reports one.
    var rateLimit: RateLimitStatus? { get }
}
