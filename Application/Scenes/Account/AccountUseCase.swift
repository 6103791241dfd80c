import Domain
import Reactive

/// What the account screen needs from the outside world.
public protocol AccountUseCaseType: Sendable {
    /// Which token requests carry (by its source) and where one would come from.
    var authentication: Authentication { get }
    /// The account the token belongs to, or `nil` without a token; disposing cancels the request.
    func signedInAccount() -> Observable<Account?>
    /// The search and core quotas as they stand; disposing cancels the request.
    func rateLimits() -> Observable<RateLimitOverview>
}

/// Asks an injected account repository who is signed in and what quota is left.
public struct AccountUseCase: AccountUseCaseType {
    private let repository: any AccountRepositoryType

    public init(repository: any AccountRepositoryType) {
        self.repository = repository
    }

    public var authentication: Authentication { repository.authentication }

    /// The signed-in account, fetched when subscribed.
    public func signedInAccount() -> Observable<Account?> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.signedInAccount() }
    }

    /// The quotas, fetched when subscribed.
    public func rateLimits() -> Observable<RateLimitOverview> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.rateLimits() }
    }
}
