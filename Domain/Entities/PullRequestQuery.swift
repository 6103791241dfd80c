/// One page of a repository's pull requests: which ones (state, base branch, labels) and the page window.
///
/// `GET /repos/{owner}/{repo}/pulls` takes the state (see `PullRequestStateFilter` for merged) and the base branch;
/// it has no label filter, so a source reads the pages and keeps the pull requests that carry every label.
public struct PullRequestQuery: PageQuery {
    public static let defaultPerPage = 30

    public let repository: RepoReference
    public let state: PullRequestStateFilter
    /// The branch they must go into, or `nil` for any.
    public let base: String?
    /// Labels a pull request must all carry (none: any).
    public let labels: [String]
    /// Results per page, within `perPageRange`.
    public let perPage: Int
    /// The 1-based page number.
    public let page: Int

    /// Throws `RepositoryError.invalidQuery` for a page size outside 1...100 or a page below 1.
    public init(
        repository: RepoReference, state: PullRequestStateFilter = .open, base: String? = nil, labels: [String] = [],
        perPage: Int = PullRequestQuery.defaultPerPage, page: Int = 1
    ) throws(RepositoryError) {
        try Self.checkWindow(perPage: perPage, page: page)
        self.repository = repository
        self.state = state
        self.base = base
        self.labels = labels
        self.perPage = perPage
        self.page = page
    }

    /// The same list one page further.
    public func nextPage() -> PullRequestQuery? {
        try? PullRequestQuery(
            repository: repository, state: state, base: base, labels: labels, perPage: perPage, page: page + 1)
    }

    /// The same list from its first page with another state filter.
    public func with(state: PullRequestStateFilter) -> PullRequestQuery? {
        try? PullRequestQuery(repository: repository, state: state, base: base, labels: labels, perPage: perPage)
    }

    /// Whether `pullRequest`, as GitHub listed it for this query, is one the query asks for: its state (merged) and
    /// every label (names compared as GitHub compares them, ignoring case).
    public func keeps(_ pullRequest: GithubPullRequest) -> Bool {
        let carried = Set(pullRequest.labels.map { $0.name.lowercased() })
        return state.keeps(pullRequest) && labels.allSatisfy { carried.contains($0.lowercased()) }
    }
}
