import Domain

/// Everything the detail screen shows: the summary from the list at once, and each part as it arrives.
public struct RepoDetailState: Hashable, Sendable {
    /// The repository as the list showed it.
    public let summary: GithubRepo
    /// The repository fetched fresh (with its subscriber count).
    public var repository: RepoDetailPart<GithubRepo>
    /// Languages by share of bytes, largest first.
    public var languages: RepoDetailPart<[LanguageShare]>
    /// The top contributors, most commits first.
    public var contributors: RepoDetailPart<[Contributor]>
    /// The newest published release; `absent` when there is none.
    public var latestRelease: RepoDetailPart<Release>
    /// The README as text; `absent` when there is none. Untrusted: sanitise before display.
    public var readme: RepoDetailPart<String>

    /// The state before any part has arrived: the summary, and every part loading.
    public init(summary: GithubRepo) {
        self.summary = summary
        repository = .loading
        languages = .loading
        contributors = .loading
        latestRelease = .loading
        readme = .loading
    }

    /// The freshest repository known: the fetched one once it arrived, else the summary.
    public var repo: GithubRepo { repository.value ?? summary }

    /// Whether every part has arrived, failed or turned out absent.
    public var isComplete: Bool {
        !(repository.isLoading || languages.isLoading || contributors.isLoading || latestRelease.isLoading
            || readme.isLoading)
    }
}
