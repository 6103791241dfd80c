import Application
import Domain
import Terminal

/// The two data sources the composition root injects: repositories and the account, live or offline together.
struct DataSources {
    /// Search and repository detail.
    let repositories: any GithubRepoRepositoryType
    /// The signed-in account and the quotas.
    let accounts: any AccountRepositoryType
    /// The secrets no rendered text may show: the configured token, if any.
    var redaction: Redaction = .none

    /// The wording of failures, naming the token's source or the variables that would supply one.
    var wording: ErrorMessage { ErrorMessage(authentication: accounts.authentication) }
}
