import Domain

/// `IssueRepositoryType` over the GitHub REST API: `GET /repos/{owner}/{repo}/issues`.
///
/// GitHub's issues list holds the repository's pull requests too; they are left out of the page and counted as
/// filtered out, so a page of nothing but pull requests still leads on to the next. A repository with issues
/// turned off (410 Gone) throws `RepositoryError.issuesDisabled`.
public struct GithubIssueRepository: IssueRepositoryType {
    private let service: APIService

    public init(service: APIService) {
        self.service = service
    }

    /// `GET /repos/{owner}/{repo}/issues`; a next page exists only if GitHub sent a `rel="next"` link, and is
    /// asked at that address (`/repositories/{id}/issues?…` as GitHub writes it). An item that cannot be read is
    /// left out and counted.
    public func issues(_ query: IssueQuery) async throws(RepositoryError) -> IssuePage {
        try await service.send(.issues(query)).linkedPage(for: query, keeping: { !$0.isPullRequest })
    }
}
