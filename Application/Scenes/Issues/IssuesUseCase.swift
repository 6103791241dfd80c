import Domain

/// What a repository's issue list (and the `issues` command) needs from the outside world: one page of issues.
public typealias IssuesUseCaseType = ListUseCaseType<IssuePage>

/// Reads issues through an injected issue repository.
public typealias IssuesUseCase = ListUseCase<IssuePage>

extension ListUseCase where Page == IssuePage {
    /// Creates the use case over `repository`, whichever source the composition root chose.
    public init(repository: any IssueRepositoryType) {
        self.init { query throws(RepositoryError) in try await repository.issues(query) }
    }
}
