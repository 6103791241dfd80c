/// One page of the signed-in person's starred repositories: the order and the page window.
public struct StarredQuery: PageQuery {
    public static let defaultPerPage = 30

    public let sort: StarredSort
    /// The order's direction: newest (or most recently pushed) first by default.
    public let direction: SortDirection
    /// Results per page, within `perPageRange`.
    public let perPage: Int
    /// The 1-based page number.
    public let page: Int

    /// Throws `RepositoryError.invalidQuery` for a page size outside 1...100 or a page below 1.
    public init(
        sort: StarredSort = .created, direction: SortDirection = .descending,
        perPage: Int = StarredQuery.defaultPerPage, page: Int = 1
    ) throws(RepositoryError) {
        try Self.checkWindow(perPage: perPage, page: page)
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
