import Domain

/// `PullRequestRepositoryType` over the GitHub REST API: `GET /repos/{owner}/{repo}/pulls`.
///
/// GitHub's list filters by state (open, closed or all) and base branch only: the merged ones and the labels are
/// picked out here (`PullRequestQuery.keeps(_:)`), and the pull requests left out count as filtered out.
public struct GithubPullRequestRepository: PullRequestRepositoryType {
    private let service: APIService

    public init(service: APIService) {
        self.service = service
    }

    /// `GET /repos/{owner}/{repo}/pulls`; a next page exists only if GitHub sent a `rel="next"` link, and is
    /// asked at that address (`/repositories/{id}/pulls?…` as GitHub writes it). An item that cannot be read is
    /// left out and counted.
    public func pullRequests(_ query: PullRequestQuery) async throws(RepositoryError) -> PullRequestPage {
        try await service.send(.pullRequests(query)).linkedPage(for: query, keeping: query.keeps)
    }
}
