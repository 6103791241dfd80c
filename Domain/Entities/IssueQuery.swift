/// One page of a repository's issues: which ones (state, labels, author) and the page window, as
/// `GET /repos/{owner}/{repo}/issues` takes them.
public struct IssueQuery: PageQuery {
    /// The page sizes GitHub accepts.
    public static let perPageRange = 1...100
    /// The page size used when none is given.
    public static let defaultPerPage = 30

    /// The repository whose issues are listed.
    public let repository: RepoReference
    /// Which states are listed.
    public let state: IssueStateFilter
    /// Labels an issue must all carry (none: any issue).
    public let labels: [String]
    /// The login of the person who opened them (GitHub's `creator`), or `nil` for anyone.
    public let author: String?
    /// Results per page, within `perPageRange`.
    public let perPage: Int
    /// The 1-based page number.
    public let page: Int

    /// Creates a query; throws `RepositoryError.invalidQuery` for a page size outside 1...100 or a page below 1.
    public init(
        repository: RepoReference, state: IssueStateFilter = .open, labels: [String] = [], author: String? = nil,
        perPage: Int = IssueQuery.defaultPerPage, page: Int = 1
    ) throws(RepositoryError) {
        guard Self.perPageRange.contains(perPage) else {
            throw .invalidQuery(message: "results per page must be between 1 and 100, not \(perPage)")
        }
        guard page >= 1 else { throw .invalidQuery(message: "the page number must be 1 or more, not \(page)") }
        self.repository = repository
        self.state = state
        self.labels = labels
        self.author = author
        self.perPage = perPage
        self.page = page
    }

    /// The same list one page further.
    public func nextPage() -> IssueQuery? {
        try? IssueQuery(
            repository: repository, state: state, labels: labels, author: author, perPage: perPage, page: page + 1)
    }

    /// The same list from its first page with another state filter.
    public func with(state: IssueStateFilter) -> IssueQuery? {
        try? IssueQuery(repository: repository, state: state, labels: labels, author: author, perPage: perPage)
    }
}
