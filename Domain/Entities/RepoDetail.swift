/// Everything the detail screen shows about one repository, assembled from several endpoints.
public struct RepoDetail: Hashable, Sendable {
    /// The repository itself, fetched fresh (so `subscriberCount` is known).
    public let repo: GithubRepo
    /// Languages by share of bytes, largest first.
    public let languages: [LanguageShare]
    /// The top contributors, most commits first.
    public let contributors: [Contributor]
    /// The newest published release, or `nil` when there is none.
    public let latestRelease: Release?
    /// The README as text, or `nil` when there is none; untrusted, sanitise before display.
    public let readme: String?

    /// Creates a detail.
    public init(
        repo: GithubRepo, languages: [LanguageShare], contributors: [Contributor], latestRelease: Release?,
        readme: String?
    ) {
        self.repo = repo
        self.languages = languages
        self.contributors = contributors
        self.latestRelease = latestRelease
        self.readme = readme
    }

    /// The people who watch the repository (`subscribers_count`), when known.
    public var subscriberCount: Int? { repo.subscriberCount }
}
