import Domain

/// A repository's issue list on virtual time: the harness of every list a repository keeps, over issue pages.
typealias IssuesSceneHarness = RepositoryListSceneHarness<IssueQuery, GithubIssue>

extension RepositoryListSceneHarness where Query == IssueQuery {
    /// A harness of `octo-org/tracker`'s issues.
    convenience init() {
        self.init { try! IssueQuery(repository: $0, state: $1 ?? .open, perPage: $2, page: $3) }
    }
}
