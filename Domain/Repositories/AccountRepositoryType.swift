/// The source of facts about who is asking: the signed-in account and the quotas left.
public protocol AccountRepositoryType: Sendable {
    /// Which token requests carry (by its source) and where one would come from.
    var authentication: Authentication { get }
    /// The account the token belongs to, or `nil` without a token.
    func signedInAccount() async throws(RepositoryError) -> Account?
    /// The search and core quotas as they stand.
    func rateLimits() async throws(RepositoryError) -> RateLimitOverview
}

extension AccountRepositoryType {
    public var hasToken: Bool { authentication.hasToken }
}
