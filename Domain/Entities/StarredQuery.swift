/// One page of the signed-in person's starred repositories: the order and the page window.
public struct StarredQuery: PageQuery {
    /// The page sizes GitHub accepts.
    public static let perPageRange = 1...100
    /// The page size used when none is given.
    public static let defaultPerPage = 30

    /// The order.
    public let sort: StarredSort
    /// The order's direction: newest (or most recently pushed) first by default.
    public let direction: SortDirection
    /// Results per page, within `perPageRange`.
    public let perPage: Int
    /// The 1-based page number.
    public let page: Int

    /// Creates a query; throws `RepositoryError.invalidQuery` for a page size outside 1...100 or a page below 1.
    public init(
        sort: StarredSort = .created, direction: SortDirection = .descending,
        perPage: Int = StarredQuery.defaultPerPage, page: Int = 1
    ) throws(RepositoryError) {
        guard Self.perPageRange.contains(perPage) else {
            throw .invalidQuery(message: "results per page must be between 1 and 100, not \(perPage)")
        }
        guard page >= 1 else { throw .invalidQuery(message: "the page number must be 1 or more, not \(page)") }
        self.sort = sort
        self.direction = direction
        self.perPage = perPage
        self.page = page
    }

    /// The same list one page further.
    public func nextPage() -> StarredQuery? {
        try? StarredQuery(sort: sort, direction: direction, perPage: perPage, page: page + 1)
    }
}
