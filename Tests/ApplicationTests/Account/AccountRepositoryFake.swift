import Domain
import Foundation
import Synchronization

/// An account repository answering with fixed values (or failing), recording the calls made.
final class AccountRepositoryFake: AccountRepositoryType {
    static let overview = RateLimitOverview(
        search: .fixture(limit: 30, remaining: 29, resource: "search"),
        core: .fixture(limit: 5000, remaining: 4999, resource: "core"))

    let authentication: Authentication
    private let account: Account?
    private let failure: RepositoryError?
    private let recorded = Mutex<[String]>([])

    init(hasToken: Bool, account: Account?, failure: RepositoryError? = nil) {
        authentication = hasToken ? .fixtureToken : .anonymousGithub
        self.account = account
        self.failure = failure
    }

    /// The names of the calls made, in order.
    var calls: [String] { recorded.withLock { $0 } }

    func signedInAccount() async throws(RepositoryError) -> Account? {
        recorded.withLock { $0.append("signedInAccount") }
        if let failure { throw failure }
        return account
    }

    func rateLimits() async throws(RepositoryError) -> RateLimitOverview {
        recorded.withLock { $0.append("rateLimits") }
        if let failure { throw failure }
        return Self.overview
    }
}
