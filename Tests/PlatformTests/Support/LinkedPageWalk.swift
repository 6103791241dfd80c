import Domain

/// Reads a list GitHub pages with `Link` headers from one page to its last, as a screen that keeps scrolling does.
enum LinkedPageWalk {
    /// The pages from `first` on, each asked for with `fetch`, until one has no next page; at most `limit` pages, so
    /// a list that never ends fails its test instead of hanging it.
    static func pages<Query: PageQuery, Item: Hashable & Sendable>(
        from first: Query, limit: Int = 20, _ fetch: (Query) async throws -> LinkedPage<Query, Item>
    ) async throws -> [LinkedPage<Query, Item>] {
        var pages: [LinkedPage<Query, Item>] = []
        var next: Query? = first
        while let query = next, pages.count < limit {
            let page = try await fetch(query)
            pages.append(page)
            next = page.nextQuery
        }
        return pages
    }
}
