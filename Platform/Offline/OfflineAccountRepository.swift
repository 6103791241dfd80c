import Domain

/// The account source in `--offline` mode: anonymous, and with no quota, because the offline snapshot asks GitHub
/// nothing. It never touches the network.
public struct OfflineAccountRepository: AccountRepositoryType {
    public init() {}

    /// Always anonymous: offline mode sends no requests, so no token either.
    public var authentication: Authentication { .anonymousGithub }

    /// Always `nil`: nobody is signed in offline.
    public func signedInAccount() async throws(RepositoryError) -> Account? {
        nil
    }

    /// Always throws `.notRecorded`: reading the snapshot asks GitHub nothing, so no quota applies.
    public func rateLimits() async throws(RepositoryError) -> RateLimitOverview {
        throw .notRecorded(reason: "The offline snapshot is read without asking GitHub, so no quota applies")
    }
}
