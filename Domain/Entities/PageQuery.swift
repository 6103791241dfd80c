/// A query for one page of a list GitHub pages with `Link` headers (`page` and `per_page`): what a `LinkedPage`
/// needs to name the page after it.
public protocol PageQuery: Hashable, Sendable {
    /// The 1-based page number.
    var page: Int { get }
    /// Where the source said this page is (the previous page's `rel="next"` link), asked for as it is; `nil` for a
    /// page asked for by its number, as a list's first page is.
    var address: PageAddress? { get }
    /// The same list one page further: at `address` when the source named one (numbered as the address says), else
    /// by number; `nil` when no further page can be asked for.
    func nextPage(at address: PageAddress?) -> Self?
}

extension PageQuery {
    /// The same list one page further by number, for a source that names no addresses.
    public func nextPage() -> Self? {
        nextPage(at: nil)
    }

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
