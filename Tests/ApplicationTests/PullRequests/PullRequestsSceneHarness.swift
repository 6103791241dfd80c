import Domain

/// A repository's pull request list on virtual time: the harness of every list a repository keeps, over pull request
/// pages.
typealias PullRequestsSceneHarness = RepositoryListSceneHarness<PullRequestQuery, GithubPullRequest>

extension RepositoryListSceneHarness where Query == PullRequestQuery {
    /// A harness of `octo-org/tracker`'s pull requests.
    convenience init() {
        self.init { try! PullRequestQuery(repository: $0, state: $1 ?? .open, perPage: $2, page: $3) }
    }
}
