/// One page of a repository search: the text with GitHub qualifiers, the ranking and the page window.
///
/// GitHub serves only the first 1000 results of any search, so a query whose page starts at or beyond
/// result 1000 cannot be made; `nextPage(at:)` returns `nil` there.
public struct RepoSearchQuery: Hashable, Sendable {
    /// The query used when a person gives none.
    public static let defaultText = "language:swift"
    /// The number of results GitHub serves at most for one search.
    public static let maximumResultCount = 1000
    /// The page sizes GitHub accepts.
    public static let perPageRange = 1...100
    public static let defaultPerPage = 10

    /// Keywords and qualifiers (`language:swift stars:>100 user:apple`), never empty.
    public let text: String
    public let sort: RepoSort
    public let order: SortDirection
    /// Results per page, within `perPageRange`.
    public let perPage: Int
    /// The 1-based page number.
    public let page: Int
    /// Where the source said this page is (the previous page's `rel="next"` link), asked for as it is; `nil` for a
    /// page asked for by its number, as a search's first page is.
    public let address: PageAddress?

    /// Creates a query; throws `RepositoryError.invalidQuery` for an empty text, a page size outside
    /// 1...100, a page below 1, or a page that starts beyond GitHub's first 1000 results.
    public init(
        text: String = RepoSearchQuery.defaultText, sort: RepoSort = .bestMatch, order: SortDirection = .descending,
        perPage: Int = RepoSearchQuery.defaultPerPage, page: Int = 1, address: PageAddress? = nil
    ) throws(RepositoryError) {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .invalidQuery(message: "the search text is empty") }
        guard Self.perPageRange.contains(perPage) else {
            throw .invalidQuery(message: "results per page must be between 1 and 100, not \(perPage)")
        }
        guard page >= 1 else { throw .invalidQuery(message: "the page number must be 1 or more, not \(page)") }
        guard page <= Self.maximumResultCount, (page - 1) * perPage < Self.maximumResultCount else {
            throw .invalidQuery(message: "GitHub serves only the first 1000 results of a search")
        }
        self.text = trimmed
        self.sort = sort
        self.order = order
        self.perPage = perPage
        self.page = page
        self.address = address
    }

    /// The 0-based position of this page's first result.
    public var firstResultIndex: Int { (page - 1) * perPage }

    /// The same search one page further, at `address` when the source named one (numbered as the address says),
    /// else by number; `nil` when that page would start beyond the first 1000 results.
    public func nextPage(at address: PageAddress?) -> RepoSearchQuery? {
        try? RepoSearchQuery(
            text: text, sort: sort, order: order, perPage: perPage, page: address?.number(after: page) ?? page + 1,
            address: address)
    }

    /// The same search one page further by number, for a source that names no addresses.
    public func nextPage() -> RepoSearchQuery? {
        nextPage(at: nil)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
