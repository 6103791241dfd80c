import Application
import Domain
import Reactive
import Synchronization

/// An account use case answering with the Observables it was made with, counting the requests made.
final class AccountUseCaseFake: AccountUseCaseType {
    let authentication: Authentication
    private let accountAnswer: Observable<Account?>
    private let rateLimitsAnswer: Observable<RateLimitOverview>
    private let accountRequests = Mutex(0)
    private let rateLimitRequests = Mutex(0)

    init(hasToken: Bool, account: Observable<Account?> = .never(), rateLimits: Observable<RateLimitOverview> = .never())
    {
        authentication = hasToken ? .fixtureToken : .anonymousGithub
        accountAnswer = account
        rateLimitsAnswer = rateLimits
    }

    /// How many times the signed-in account was asked for.
    var accountRequestCount: Int { accountRequests.withLock { $0 } }
    /// How many times the quotas were asked for.
    var rateLimitRequestCount: Int { rateLimitRequests.withLock { $0 } }

    func signedInAccount() -> Observable<Account?> {
        accountRequests.withLock { $0 += 1 }
        return accountAnswer
    }

    func rateLimits() -> Observable<RateLimitOverview> {
        rateLimitRequests.withLock { $0 += 1 }
        return rateLimitsAnswer
    }
}
