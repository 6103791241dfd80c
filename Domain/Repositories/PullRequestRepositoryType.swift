/// The source of a repository's pull requests.
///
/// One page per call, holding only the pull requests the query asks for (`PullRequestQuery.keeps(_:)`). A source
/// that does not record pull requests throws `RepositoryError.notRecorded`. Every method throws `RepositoryError`
/// and honours Task cancellation.
public protocol PullRequestRepositoryType: Sendable {
    /// One page of the pull requests `query` asks for.
    func pullRequests(_ query: PullRequestQuery) async throws(RepositoryError) -> PullRequestPage
}
