import Domain

/// `GithubRepoRepositoryType` over the GitHub REST API.
public struct GithubRepoRepository: GithubRepoRepositoryType {
    private let service: APIService
    private let contributorLimit: Int

    /// Creates a repository over `service`, fetching the top `contributorLimit` contributors (1...100).
    public init(service: APIService, contributorLimit: Int = 10) {
        self.service = service
        self.contributorLimit = min(max(contributorLimit, 1), 100)
    }

    /// Always `false`: this is live GitHub data.
    public var isSampleData: Bool { false }

    /// One page of `GET /search/repositories`; more pages exist only if GitHub sent a `rel="next"` link.
    public func search(_ query: RepoSearchQuery) async throws(RepositoryError) -> RepoPage {
        let response = try await service.send(.search(query))
        let envelope: SearchResponse = try response.decode()
        return RepoPage(
            query: query, items: envelope.items, totalCount: envelope.totalCount, isIncomplete: envelope.isIncomplete,
            hasNextLink: response.links.next != nil, rateLimit: response.rateLimit, isSampleData: false,
            skippedItemCount: envelope.skippedItemCount)
    }

    /// `GET /repos/{owner}/{repo}` (follows GitHub's redirect for a renamed repository).
    public func repository(_ reference: RepoReference) async throws(RepositoryError) -> GithubRepo {
        try await service.send(.repository(reference)).decode()
    }

    /// `GET /repos/{owner}/{repo}/languages`, as shares largest first.
    public func languages(_ reference: RepoReference) async throws(RepositoryError) -> [LanguageShare] {
        let counts: LanguageByteCounts = try await service.send(.languages(reference)).decode()
        return LanguageShare.shares(fromByteCounts: counts.counts)
    }

    /// The top contributors, most commits first; an empty repository (204) has none.
    public func contributors(_ reference: RepoReference) async throws(RepositoryError) -> [Contributor] {
        let response = try await service.send(.contributors(reference, perPage: contributorLimit))
        let contributors: [Contributor] = try response.decodeArray()
        return Array(contributors.sorted { $0.contributionCount > $1.contributionCount }.prefix(contributorLimit))
    }

    /// The latest published release, or `nil` when GitHub answers 404 (none).
    public func latestRelease(_ reference: RepoReference) async throws(RepositoryError) -> Release? {
        do {
            return try await service.send(.latestRelease(reference)).decode()
        } catch .notFound {
            return nil
        }
    }

    /// The README's raw text, or `nil` when GitHub answers 404 (none).
    public func readme(_ reference: RepoReference) async throws(RepositoryError) -> String? {
        do {
            return try await service.send(.readme(reference)).text
        } catch .notFound {
            return nil
        }
    }
}
