import Domain

/// The pull request source in `--offline` mode: the snapshot records no pull requests, so every call throws
/// `.notRecorded` and nothing is sent.
public struct OfflinePullRequestRepository: PullRequestRepositoryType {
    /// The sentence every call throws.
    static let reason = "The offline snapshot has no pull requests"

    public init() {}

    /// Always throws `.notRecorded`.
    public func pullRequests(_ query: PullRequestQuery) async throws(RepositoryError) -> PullRequestPage {
        throw .notRecorded(reason: Self.reason)
    }
}
