/// One page of a list that GitHub pages with `Link` headers and sends no total for (your stars, a repository's
/// issues and pull requests), and where the next page is.
///
/// A page's `Link` header names the next page's address (`rel="next"`) and, when the list has several pages, the
/// last page (`rel="last"`). The next page is asked at that address, never at one rebuilt from the query. Items the
/// query's own filters leave out (the pull requests `GET /repos/{owner}/{repo}/issues` mixes in, say) were still
/// served: they count toward the page, so a page whose items were all left out still leads on.
public struct LinkedPage<Query: PageQuery, Item: Hashable & Sendable>: Hashable, Sendable {
    /// The query that produced this page.
    public let query: Query
    /// The items on this page that the query asked for, in GitHub's order.
    public let items: [Item]
    /// The query for the next page (at the address the source named), or `nil` at the end.
    public let nextQuery: Query?
    /// The number of the last page, when the source says (GitHub's `rel="last"` link).
    public let lastPage: Int?
    /// The quota after this response, when the source reports one.
    public let rateLimit: RateLimitStatus?
    /// How many of the page's items could not be read and were left out (the others are in `items`).
    public let skippedItemCount: Int
    /// How many of the page's items were read but are not what the query asks for, and were left out.
    public let filteredOutCount: Int

    /// Creates a page that leads on to `next`, the address the source named for the next page. The list goes on only
    /// when this page served something (kept, unreadable or filtered out) and `next` leads on
    /// (`PageAddress.leadsOn(from:at:)`), so neither an empty page nor a link back to this page or an earlier one can
    /// make a caller page forever.
    public init(
        query: Query, items: [Item], next: PageAddress?, lastPage: Int?, rateLimit: RateLimitStatus?,
        skippedItemCount: Int = 0, filteredOutCount: Int = 0
    ) {
        self.init(
            query: query, items: items, lastPage: lastPage, rateLimit: rateLimit, skippedItemCount: skippedItemCount,
            filteredOutCount: filteredOutCount
        ) { query in
            guard let next, next.leadsOn(from: query.page, at: query.address) else { return nil }
            return query.nextPage(at: next)
        }
    }

    /// Creates a page of a source that names no addresses and pages by number (a test double, a fixed list): with
    /// `hasNextLink`, the next page is the query's next page number.
    public init(
        query: Query, items: [Item], hasNextLink: Bool, lastPage: Int?, rateLimit: RateLimitStatus?,
        skippedItemCount: Int = 0, filteredOutCount: Int = 0
    ) {
        self.init(
            query: query, items: items, lastPage: lastPage, rateLimit: rateLimit, skippedItemCount: skippedItemCount,
            filteredOutCount: filteredOutCount
        ) { query in
            hasNextLink ? query.nextPage(at: nil) : nil
        }
    }

    private init(
        query: Query, items: [Item], lastPage: Int?, rateLimit: RateLimitStatus?, skippedItemCount: Int,
        filteredOutCount: Int, following: (Query) -> Query?
    ) {
        self.query = query
        self.items = items
        self.skippedItemCount = max(0, skippedItemCount)
        self.filteredOutCount = max(0, filteredOutCount)
        self.lastPage = lastPage
        self.rateLimit = rateLimit
        let served = items.count + self.skippedItemCount + self.filteredOutCount
        nextQuery = served > 0 ? following(query) : nil
    }

    /// The page number after this one, or `nil` when this is the last page.
    public var nextPage: Int? { nextQuery?.page }

    /// Whether another page can be fetched.
    public var hasMore: Bool { nextQuery != nil }
}
