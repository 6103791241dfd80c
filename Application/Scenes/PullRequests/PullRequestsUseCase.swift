import Domain

/// What a repository's pull request list (and the `prs` command) needs from the outside world: one page of pull
/// requests.
public typealias PullRequestsUseCaseType = ListUseCaseType<PullRequestPage>

/// Reads pull requests through an injected pull request repository.
public typealias PullRequestsUseCase = ListUseCase<PullRequestPage>

extension ListUseCase where Page == PullRequestPage {
    /// Creates the use case over `repository`, whichever source the composition root chose.
    public init(repository: any PullRequestRepositoryType) {
        self.init { query throws(RepositoryError) in try await repository.pullRequests(query) }
    }
}
