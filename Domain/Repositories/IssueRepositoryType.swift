/// The source of a repository's issues.
///
/// One page per call, pull requests left out. A source that does not record issues throws
/// `RepositoryError.notRecorded`; a repository with issues turned off throws `RepositoryError.issuesDisabled`.
/// Every method throws `RepositoryError` and honours Task cancellation.
public protocol IssueRepositoryType: Sendable {
    /// One page of the issues `query` asks for.
    func issues(_ query: IssueQuery) async throws(RepositoryError) -> IssuePage
}
