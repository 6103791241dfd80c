import Domain

/// The two data sources the composition root injects: repositories and the account, live or offline together.
struct DataSources {
    /// Search and repository detail.
    let repositories: any GithubRepoRepositoryType
    /// The signed-in account and the quotas.
    let accounts: any AccountRepositoryType
}
