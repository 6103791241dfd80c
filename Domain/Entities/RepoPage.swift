/// One page of search results and what is known about the pages after it.
public struct RepoPage: Hashable, Sendable {
    public let query: RepoSearchQuery
    /// The repositories on this page, in ranking order.
    public let items: [GithubRepo]
    /// GitHub's count of all matches (it drifts between pages and may exceed what can be fetched).
    public let totalCount: Int
    /// Whether GitHub's search timed out and the results may be missing matches.
    public let isIncomplete: Bool
    /// The page number after this one, or `nil` when this is the last page that can be fetched.
    public let nextPage: Int?
    /// The search quota after this response, when the source reports one.
    public let rateLimit: RateLimitStatus?
    /// How many of the page's items could not be read and were left out (the others are in `items`).
    public let skippedItemCount: Int

    /// Creates a page; the next page exists only if the source says so (`hasNextLink`, e.g. a `Link: rel="next"`
    /// header, or `nil` when unknown), more matches exist, and it starts within GitHub's first 1000 results.
    /// `skippedItemCount` items were on the page but unreadable; they count as served when paging on.
    public init(
        query: RepoSearchQuery, items: [GithubRepo], totalCount: Int, isIncomplete: Bool, hasNextLink: Bool?,
        rateLimit: RateLimitStatus?, skippedItemCount: Int = 0
    ) {
        self.query = query
        self.items = items
        self.totalCount = totalCount
        self.isIncomplete = isIncomplete
        self.rateLimit = rateLimit
        self.skippedItemCount = max(0, skippedItemCount)
        let next = query.nextPage()
        let served = items.count + self.skippedItemCount
        let reachable = min(totalCount, RepoSearchQuery.maximumResultCount)
        let moreMatches = query.firstResultIndex + served < reachable && served > 0
        nextPage = (hasNextLink ?? true) && moreMatches ? next?.page : nil
    }

    /// The query for the next page, or `nil` at the end.
    public var nextQuery: RepoSearchQuery? {
        nextPage == nil ? nil : query.nextPage()
    }

    public var hasMore: Bool { nextPage != nil }
}
