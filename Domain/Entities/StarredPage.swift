/// One page of the signed-in person's starred repositories and whether another follows.
///
/// GitHub sends no total for this list; a page's `Link` header says whether a next page exists and, when the
/// list has several pages, which page is the last.
public struct StarredPage: Hashable, Sendable {
    /// The query that produced this page.
    public let query: StarredQuery
    /// The repositories on this page, in the query's order.
    public let items: [GithubRepo]
    /// The page number after this one, or `nil` when this is the last page.
    public let nextPage: Int?
    /// The number of the last page, when the source says (GitHub's `rel="last"` link).
    public let lastPage: Int?
    /// The core quota after this response, when the source reports one.
    public let rateLimit: RateLimitStatus?
    /// How many of the page's items could not be read and were left out (the others are in `items`).
    public let skippedItemCount: Int

    /// Creates a page; a next page exists only when the source names one (`hasNextLink`) and this page was not
    /// empty, so a broken link cannot make a caller page forever.
    public init(
        query: StarredQuery, items: [GithubRepo], hasNextLink: Bool, lastPage: Int?, rateLimit: RateLimitStatus?,
        skippedItemCount: Int = 0
    ) {
        self.query = query
        self.items = items
        self.skippedItemCount = max(0, skippedItemCount)
        self.lastPage = lastPage
        self.rateLimit = rateLimit
        let served = items.count + self.skippedItemCount
        nextPage = hasNextLink && served > 0 ? query.nextPage()?.page : nil
    }

    /// The query for the next page, or `nil` at the end.
    public var nextQuery: StarredQuery? {
        nextPage == nil ? nil : query.nextPage()
    }

    /// Whether another page can be fetched.
    public var hasMore: Bool { nextPage != nil }
}
