/// One page of search results and what is known about the pages after it.
public struct RepoPage: Hashable, Sendable {
    /// The query that produced this page.
    public let query: RepoSearchQuery
    /// The repositories on this page, in ranking order.
    public let items: [GithubRepo]
    /// GitHub's count of all matches (it drifts between pages and may exceed what can be fetched).
    public let totalCount: Int
    /// Whether GitHub's search timed out and the results may be missing matches.
    public let isIncomplete: Bool
    /// The query for the next page (at the address the source named), or `nil` when this is the last page that can
    /// be fetched.
    public let nextQuery: RepoSearchQuery?
    /// The search quota after this response, when the source reports one.
    public let rateLimit: RateLimitStatus?
    /// How many of the page's items could not be read and were left out (the others are in `items`).
    public let skippedItemCount: Int

    /// Creates a page that leads on to `next`, the address the source named for the next page (GitHub's
    /// `Link: rel="next"`). The search goes on only when `next` leads on (`PageAddress.leadsOn(from:at:)`: never
    /// back to this page or an earlier one), more matches exist, and the next page starts within GitHub's first 1000
    /// results. `skippedItemCount` items were on the page but unreadable; they count as served when paging on.
    public init(
        query: RepoSearchQuery, items: [GithubRepo], totalCount: Int, isIncomplete: Bool, next: PageAddress?,
        rateLimit: RateLimitStatus?, skippedItemCount: Int = 0
    ) {
        self.init(
            query: query, items: items, totalCount: totalCount, isIncomplete: isIncomplete, rateLimit: rateLimit,
            skippedItemCount: skippedItemCount
        ) { query in
            guard let next, next.leadsOn(from: query.page, at: query.address) else { return nil }
            return query.nextPage(at: next)
        }
    }

    /// Creates a page of a source that names no addresses and pages by number (a test double): the next page is the
    /// query's next page number when `hasNextLink` is true or `nil` (unknown), under the same conditions.
    public init(
        query: RepoSearchQuery, items: [GithubRepo], totalCount: Int, isIncomplete: Bool, hasNextLink: Bool?,
        rateLimit: RateLimitStatus?, skippedItemCount: Int = 0
    ) {
        self.init(
            query: query, items: items, totalCount: totalCount, isIncomplete: isIncomplete, rateLimit: rateLimit,
            skippedItemCount: skippedItemCount
        ) { query in
            hasNextLink ?? true ? query.nextPage(at: nil) : nil
        }
    }

    private init(
        query: RepoSearchQuery, items: [GithubRepo], totalCount: Int, isIncomplete: Bool,
        rateLimit: RateLimitStatus?, skippedItemCount: Int, following: (RepoSearchQuery) -> RepoSearchQuery?
    ) {
        self.query = query
        self.items = items
        self.totalCount = totalCount
        self.isIncomplete = isIncomplete
        self.rateLimit = rateLimit
        self.skippedItemCount = max(0, skippedItemCount)
        let served = items.count + self.skippedItemCount
        let reachable = min(totalCount, RepoSearchQuery.maximumResultCount)
        let moreMatches = query.firstResultIndex + served < reachable && served > 0
        nextQuery = moreMatches ? following(query) : nil
    }

    /// The page number after this one, or `nil` when this is the last page that can be fetched.
    public var nextPage: Int? { nextQuery?.page }

    /// Whether another page can be fetched.
    public var hasMore: Bool { nextQuery != nil }
}
