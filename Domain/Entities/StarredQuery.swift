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
    /// Where the source said this page is (the previous page's `rel="next"` link); `nil` for a page asked for by its
    /// number.
    public let address: PageAddress?

    /// Throws `RepositoryError.invalidQuery` for a page size outside 1...100 or a page below 1.
    public init(
        sort: StarredSort = .created, direction: SortDirection = .descending,
        perPage: Int = StarredQuery.defaultPerPage, page: Int = 1, address: PageAddress? = nil
    ) throws(RepositoryError) {
        try Self.checkWindow(perPage: perPage, page: page)
        self.sort = sort
        self.direction = direction
        self.perPage = perPage
        self.page = page
        self.address = address
    }

    /// The same list one page further, at `address` when the source named one.
    public func nextPage(at address: PageAddress?) -> StarredQuery? {
        try? StarredQuery(
            sort: sort, direction: direction, perPage: perPage, page: address?.number(after: page) ?? page + 1,
            address: address)
    }
}
