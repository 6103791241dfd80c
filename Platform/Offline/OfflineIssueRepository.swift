import Domain

/// The issue source in `--offline` mode: the snapshot records no issues, so every call throws `.notRecorded` and
/// nothing is sent.
public struct OfflineIssueRepository: IssueRepositoryType {
    /// The sentence every call throws.
    static let reason = "The offline snapshot has no issues"

    public init() {}

    /// Always throws `.notRecorded`.
    public func issues(_ query: IssueQuery) async throws(RepositoryError) -> IssuePage {
        throw .notRecorded(reason: Self.reason)
    }
}
