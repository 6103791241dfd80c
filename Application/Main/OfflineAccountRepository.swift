import Domain

/// The account source in `--offline` mode: anonymous, and with no quota, because the offline snapshot asks GitHub
/// nothing. It never touches the network.
struct OfflineAccountRepository: AccountRepositoryType {
    /// Always anonymous: offline mode sends no requests, so no token either.
    var authentication: Authentication { .anonymousGithub }

    /// Always `nil`: nobody is signed in offline.
    func signedInAccount() async throws(RepositoryError) -> Account? {
        nil
    }

    /// Always throws `.notInSnapshot`: reading the snapshot asks GitHub nothing, so no quota applies.
    func rateLimits() async throws(RepositoryError) -> RateLimitOverview {
        throw .notInSnapshot(reason: "is read without asking GitHub, so no quota applies")
    }
}
