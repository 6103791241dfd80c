import Domain

/// `AccountRepositoryType` over the GitHub REST API: `GET /user` and `GET /rate_limit`.
public struct GithubAccountRepository: AccountRepositoryType {
    private let service: APIService

    public init(service: APIService) {
        self.service = service
    }

    /// The service's token source and the variables a token would come from.
    public var authentication: Authentication { service.configuration.authentication }

    /// The token's account from `GET /user`, or `nil` without a token (no request is made then).
    public func signedInAccount() async throws(RepositoryError) -> Account? {
        guard hasToken else { return nil }
        return try await service.send(.authenticatedUser).decode()
    }

    /// The search and core quotas from `GET /rate_limit` (which does not count against them).
    public func rateLimits() async throws(RepositoryError) -> RateLimitOverview {
        let overview: RateLimitOverview = try await service.send(.rateLimit).decode()
        let now = service.now()
        return RateLimitOverview(
            search: RateLimitHeaders.clamped(overview.search, now: now),
            core: RateLimitHeaders.clamped(overview.core, now: now))
    }
}
