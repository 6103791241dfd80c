/// One page of a list that GitHub pages with `Link` headers and sends no total for (your stars, a repository's
/// issues and pull requests), and whether another page follows.
///
/// A page's `Link` header says whether a next page exists and, when the list has several pages, which page is the
/// last. Items the query's own filters leave out (the pull requests `GET /repos/{owner}/{repo}/issues` mixes in,
/// say) were still served: they count toward the page, so a page whose items were all left out still leads on.
public struct LinkedPage<Query: PageQuery, Item: Hashable & Sendable>: Hashable, Sendable {
    public let query: Query
    /// The items on this page that the query asked for, in GitHub's order.
    public let items: [Item]
    /// The page number after this one, or `nil` when this is the last page.
    public let nextPage: Int?
    /// The number of the last page, when the source says (GitHub's `rel="last"` link).
    public let lastPage: Int?
    /// The quota after this response, when the source reports one.
    public let rateLimit: RateLimitStatus?
    /// How many of the page's items could not be read and were left out (the others are in `items`).
    public let skippedItemCount: Int
    /// How many of the page's items were read but are not what the query asks for, and were left out.
    public let filteredOutCount: Int

    /// Creates a page; a next page exists only when the source names one (`hasNextLink`) and this page served
    /// something (kept, unreadable or filtered out), so a broken link cannot make a caller page forever.
    public init(
        query: Query, items: [Item], hasNextLink: Bool, lastPage: Int?, rateLimit: RateLimitStatus?,
        skippedItemCount: Int = 0, filteredOutCount: Int = 0
    ) {
        self.query = query
        self.items = items
        self.skippedItemCount = max(0, skippedItemCount)
        self.filteredOutCount = max(0, filteredOutCount)
        self.lastPage = lastPage
        self.rateLimit = rateLimit
        let served = items.count + self.skippedItemCount + self.filteredOutCount
        nextPage = hasNextLink && served > 0 ? query.nextPage()?.page : nil
    }

    /// The query for the next page, or `nil` at the end.
    public var nextQuery: Query? {
        nextPage == nil ? nil : query.nextPage()
    }

    public var hasMore: Bool { nextPage != nil }
}
