/// A query for one page of a list GitHub pages with `Link` headers (`page` and `per_page`): what a `LinkedPage`
/// needs to name the page after it.
public protocol PageQuery: Hashable, Sendable {
    /// The 1-based page number.
    var page: Int { get }
    /// The same list one page further, or `nil` when no further page can be asked for.
    func nextPage() -> Self?
}
