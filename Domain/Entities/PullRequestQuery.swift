/// One page of a repository's pull requests: which ones (state, base branch, labels, author) and the page window.
///
/// `GET /repos/{owner}/{repo}/pulls` takes the state (see `PullRequestStateFilter` for merged) and the base branch;
/// it has no label or author filter, so a source reads the pages and keeps the pull requests that carry every label
/// and were opened by the author.
public struct PullRequestQuery: PageQuery {
    public static let defaultPerPage = 30

    public let repository: RepoReference
    public let state: PullRequestStateFilter
    /// The branch they must go into, or `nil` for any.
    public let base: String?
    /// Labels a pull request must all carry (none: any).
    public let labels: [String]
    /// The login that must have opened them (compared ignoring case, as GitHub compares logins), or `nil` for anyone.
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
        repository: RepoReference, state: PullRequestStateFilter = .open, base: String? = nil, labels: [String] = [],
        author: String? = nil, perPage: Int = PullRequestQuery.defaultPerPage, page: Int = 1,
        address: PageAddress? = nil
    ) throws(RepositoryError) {
        try Self.checkWindow(perPage: perPage, page: page)
        self.repository = repository
        self.state = state
        self.base = base
        self.labels = labels
        self.author = author
        self.perPage = perPage
        self.page = page
        self.address = address
    }

    /// The same list one page further, at `address` when the source named one.
    public func nextPage(at address: PageAddress?) -> PullRequestQuery? {
        try? PullRequestQuery(
            repository: repository, state: state, base: base, labels: labels, author: author, perPage: perPage,
            page: address?.number(after: page) ?? page + 1, address: address)
    }

    /// The same list from its first page with another state filter.
    public func with(state: PullRequestStateFilter) -> PullRequestQuery? {
        try? PullRequestQuery(
            repository: repository, state: state, base: base, labels: labels, author: author, perPage: perPage)
    }

    /// Whether `pullRequest`, as GitHub listed it for this query, is one the query asks for: its state (merged) and
    /// every label and the author (names and logins compared as GitHub compares them, ignoring case). A pull request
    /// whose labels or author were not sent cannot be shown to carry any, so a query naming them leaves it out.
    public func keeps(_ pullRequest: GithubPullRequest) -> Bool {
        let carried = Set((pullRequest.labels ?? []).map { $0.name.lowercased() })
        let isByAuthor = author.map { $0.lowercased() == pullRequest.author?.lowercased() } ?? true
        return state.keeps(pullRequest) && labels.allSatisfy { carried.contains($0.lowercased()) } && isByAuthor
    }
}
