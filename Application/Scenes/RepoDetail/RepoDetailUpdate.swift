import Domain

/// One part of a repository's detail as it arrived, or why it could not.
///
/// `RepoDetailUseCase` sends one update per part, in the order the answers come; both front ends fold them into
/// a `RepoDetailState`.
public enum RepoDetailUpdate: Sendable {
    /// The repository fetched fresh, with its subscriber count.
    case repository(Result<GithubRepo, RepositoryError>)
    /// Languages by share of bytes, largest first.
    case languages(Result<[LanguageShare], RepositoryError>)
    /// The top contributors, most commits first, and how many there are in all when known.
    case contributors(Result<ContributorList, RepositoryError>)
    /// The newest published release, or `nil` when there is none.
    case latestRelease(Result<Release?, RepositoryError>)
    /// The README with its file name, or `nil` when there is none.
    case readme(Result<Readme?, RepositoryError>)
}
