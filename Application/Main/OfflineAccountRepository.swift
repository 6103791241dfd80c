import Domain
import Foundation

/// The account source in `--offline` mode: anonymous, and with GitHub's anonymous quotas untouched, because
/// sample data spends none of them. It never touches the network.
struct OfflineAccountRepository: AccountRepositoryType {
    /// The clock the quotas' reset times are counted from.
    private let now: @Sendable () -> Date

    /// Creates the repository; `now` is the clock (the system's by default).
    init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    /// Always anonymous: offline mode sends no requests, so no token either.
    var authentication: Authentication { .anonymousGithub }

    /// Always `nil`: nobody is signed in offline.
    func signedInAccount() async throws(RepositoryError) -> Account? {
        nil
    }

    /// The anonymous quotas, all left: 10 searches a minute and 60 other requests an hour.
    func rateLimits() async throws(RepositoryError) -> RateLimitOverview {
        let start = now()
        return RateLimitOverview(
            search: RateLimitStatus(
                limit: 10, remaining: 10, used: 0, resetAt: start.addingTimeInterval(60), resource: "search"),
            core: RateLimitStatus(
                limit: 60, remaining: 60, used: 0, resetAt: start.addingTimeInterval(3600), resource: "core"))
    }
}
