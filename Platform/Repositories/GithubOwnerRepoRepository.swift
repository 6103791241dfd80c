import Domain

/// `OwnerRepoRepositoryType` over the GitHub REST API: `GET /users/{username}/repos`, which serves a person's and an
/// organization's public repositories alike, with or without a token.
///
/// A login GitHub does not know answers 404, read as `RepositoryError.notFound` naming the account. A next page
/// exists only if GitHub sent a `rel="next"` link; an item that cannot be read is left out and counted.
public struct GithubOwnerRepoRepository: OwnerRepoRepositoryType {
    private let service: APIService

    /// Creates a repository over `service`.
    public init(service: APIService) {
        self.service = service
    }

    public func repositories(_ query: OwnerRepoQuery) async throws(RepositoryError) -> OwnerRepoPage {
        try await service.send(.ownerRepositories(query)).linkedPage(for: query)
    }
}
