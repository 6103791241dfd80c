/// One page of a repository's issues: which ones (state, labels, author) and the page window, as
/// `GET /repos/{owner}/{repo}/issues` takes them.
public struct IssueQuery: PageQuery {
    public static let defaultPerPage = 30

    public let repository: RepoReference
    public let state: IssueStateFilter
    /// Labels an issue must all carry (none: any issue).
    public let labels: [String]
    /// The login of the person who opened them (GitHub's `creator`), or `nil` for anyone.
    public let author: String?
    /// Results per page, within `perPageRange`.
    public let perPage: Int
    /// The 1-based page number.
    public let page: Int
    /// Where the source said this page is (the previous page's `rel="next"` link); `nil` for a page asked for by its
    /// number.
    public let address: PageAddress?

    /// Throws `RepositoryError.invalidQuery` for a page size outside 1...100 or a page below 1.
    public init(
        repository: RepoReference, state: IssueStateFilter = .open, labels: [String] = [], author: String? = nil,
        perPage: Int = IssueQuery.defaultPerPage, page: Int = 1, address: PageAddress? = nil
    ) throws(RepositoryError) {
        try Self.checkWindow(perPage: perPage, page: page)
        self.repository = repository
        self.state = state
        self.labels = labels
        self.author = author
        self.perPage = perPage
        self.page = page
        self.address = address
    }

    /// The same list one page further, at `address` when the source named one.
    public func nextPage(at address: PageAddress?) -> IssueQuery? {
        try? IssueQuery(
            repository: repository, state: state, labels: labels, author: author, perPage: perPage,
            page: address?.number(after: page) ?? page + 1, address: address)
    }

    /// The same list from its first page with another state filter.
    public func with(state: IssueStateFilter) -> IssueQuery? {
        try? IssueQuery(repository: repository, state: state, labels: labels, author: author, perPage: perPage)
    }
}
