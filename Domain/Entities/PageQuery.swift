/// A query for one page of a list GitHub pages with `Link` headers (`page` and `per_page`): what a `LinkedPage`
/// needs to name the page after it.
public protocol PageQuery: Hashable, Sendable {
    /// The 1-based page number.
    var page: Int { get }
    /// The same list one page further, or `nil` when no further page can be asked for.
    func nextPage() -> Self?
}

extension PageQuery {
    /// The page sizes GitHub accepts for a list.
    public static var perPageRange: ClosedRange<Int> { 1...100 }

    /// Throws `RepositoryError.invalidQuery` for a page size outside `perPageRange` or a page number below 1: the
    /// window every page query checks before it exists.
    static func checkWindow(perPage: Int, page: Int) throws(RepositoryError) {
        guard perPageRange.contains(perPage) else {
            throw .invalidQuery(message: "results per page must be between 1 and 100, not \(perPage)")
        }
        guard page >= 1 else { throw .invalidQuery(message: "the page number must be 1 or more, not \(page)") }
    }
}
