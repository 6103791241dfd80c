import Domain

/// Who the requests are made as.
public enum AccountState: Hashable, Sendable {
    /// Not known yet: the account is being fetched, or fetching it failed.
    case unknown
    /// No token is set: requests are anonymous, with the lower quotas.
    case anonymous
    /// The token belongs to this account.
    case signedIn(Account)

    /// Who the requests are made as, given the account the token belongs to (`nil`: there is no token).
    public init(signedInAs account: Account?) {
        self = account.map(AccountState.signedIn) ?? .anonymous
    }
}
