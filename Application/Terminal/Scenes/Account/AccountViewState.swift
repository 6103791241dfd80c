import Application
import Domain

/// Everything the account screen shows: the view model's latest outputs.
struct AccountViewState: Equatable, Sendable {
    /// Who the requests are made as.
    var account = AccountState.unknown
    /// Where the token came from, or nil when anonymous.
    var tokenSource: String?
    /// The quotas, once fetched.
    var quotas: RateLimitOverview?
    /// How to raise the quotas, for anonymous use.
    var hint: String?
    var isLoading = false
    /// The latest failure's sentence.
    var error: String?
}
