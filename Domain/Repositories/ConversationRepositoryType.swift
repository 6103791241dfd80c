/// The source of one issue's or pull request's conversation: the item, and what was said about it.
///
/// Each call answers one question. A number that names neither an issue nor a pull request throws
/// `RepositoryError.notFound`, a repository that is not there `RepositoryError.repositoryNotFound`; a source that does
/// not record conversations throws `RepositoryError.notRecorded` from every call. Every method throws
/// `RepositoryError` and honours Task cancellation.
public protocol ConversationRepositoryType: Sendable {
    /// The issue or pull request `reference` names, as an issue (every pull request is one); a repository with issues
    /// turned off throws `RepositoryError.issuesDisabled` for a number that is no pull request.
    func issue(_ reference: ConversationReference) async throws(RepositoryError) -> IssueDetail
    /// The pull request `reference` names; a number that is an issue throws `RepositoryError.notAPullRequest`.
    func pullRequest(_ reference: ConversationReference) async throws(RepositoryError) -> PullRequestDetail
    /// One page of the comments, oldest first.
    func comments(_ query: IssueCommentQuery) async throws(RepositoryError) -> IssueCommentPage
    /// One page of a pull request's reviews, oldest first.
    func reviews(_ query: ReviewQuery) async throws(RepositoryError) -> ReviewPage
}
