import Domain

/// The conversation source in `--offline` mode: the snapshot records no issues or pull requests, so every call
/// throws `.notRecorded` and nothing is sent.
public struct OfflineConversationRepository: ConversationRepositoryType {
    /// The sentence every call throws.
    static let reason = "The offline snapshot has no issues, pull requests or their conversations"

    public init() {}

    public func issue(_ reference: ConversationReference) async throws(RepositoryError) -> IssueDetail {
        throw .notRecorded(reason: Self.reason)
    }

    public func pullRequest(_ reference: ConversationReference) async throws(RepositoryError) -> PullRequestDetail {
        throw .notRecorded(reason: Self.reason)
    }

    public func comments(_ query: IssueCommentQuery) async throws(RepositoryError) -> IssueCommentPage {
        throw .notRecorded(reason: Self.reason)
    }

    public func reviews(_ query: ReviewQuery) async throws(RepositoryError) -> ReviewPage {
        throw .notRecorded(reason: Self.reason)
    }
}
