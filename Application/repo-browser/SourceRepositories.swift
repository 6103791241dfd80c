import Application
import Domain
import StyledText
import Terminal

/// The repositories the composition root injects, live or offline together, and what the screens must say about
/// their source.
struct SourceRepositories {
    /// Search and repository detail.
    let repositories: any GithubRepoRepositoryType
    /// The signed-in account and the quotas.
    let accounts: any AccountRepositoryType
    /// Starring and the starred list (refusing everything offline).
    let starring: any StarringRepositoryType
    /// A repository's issues (none offline).
    let issues: any IssueRepositoryType
    /// A repository's pull requests (none offline).
    let pullRequests: any PullRequestRepositoryType
    /// The repositories an account owns (offline, those of the owners the snapshot holds).
    let ownerRepositories: any OwnerRepoRepositoryType
    /// The badge, the facts the source never records and how to word them.
    let dataSource: DataSource
    /// The secrets no rendered text may show: the configured token, if any.
    var redaction: Redaction = .none

    /// The wording of failures, naming the token's source or the variables that would supply one, and the data
    /// source's advice.
    var wording: ErrorMessage { ErrorMessage(authentication: accounts.authentication, dataSource: dataSource) }
}
