import Domain

/// Everything a repository's detail shows: the summary known at once, and each part as it arrives.
///
/// The detail screen starts from the list's row; the `show` command starts from the fetched repository. Both fold
/// `RepoDetailUseCase`'s updates in with `applying(_:)`.
public struct RepoDetailState: Hashable, Sendable {
    /// What is known at once: the list row's `RepoListItem.summary` on the detail screen (facts the row does not
    /// keep are unknown until `repository` arrives), the fetched repository for `show`.
    public let summary: GithubRepo
    /// The repository fetched fresh (with its subscriber count).
    public var repository: DetailPart<GithubRepo>
    /// Languages by share of bytes, largest first.
    public var languages: DetailPart<[LanguageShare]>
    /// The top contributors, most commits first, and how many there are in all when known.
    public var contributors: DetailPart<ContributorList>
    /// The newest published release; `absent` when there is none.
    public var latestRelease: DetailPart<Release>
    /// The README with its file name; `absent` when there is none. Untrusted: sanitise before display.
    public var readme: DetailPart<Readme>

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

    /// This state with `update` applied: a value becomes `loaded` (`absent` for no release or README), an error
    /// `failed`, except that a part other than the repository itself that the source does not record becomes
    /// `notRecorded`.
    public func applying(_ update: RepoDetailUpdate) -> RepoDetailState {
        var next = self
        switch update {
        case .repository(let result):
            // The repository itself is never "not recorded": a source without it cannot show a detail at all.
            switch result {
            case .success(let repository): next.repository = .loaded(repository)
            case .failure(let error): next.repository = .failed(error)
            }
        case .languages(let result):
            next.languages = Self.part(result) { .loaded($0) }
        case .contributors(let result):
            next.contributors = Self.part(result) { .loaded($0) }
        case .latestRelease(let result):
            next.latestRelease = Self.part(result) { $0.map { .loaded($0) } ?? .absent }
        case .readme(let result):
            next.readme = Self.part(result) { $0.map { .loaded($0) } ?? .absent }
        }
        return next
    }

    private static func part<Value, Shown>(
        _ result: Result<Value, RepositoryError>, shown: (Value) -> DetailPart<Shown>
    ) -> DetailPart<Shown> {
        switch result {
        case .success(let value): shown(value)
        case .failure(.notRecorded): .notRecorded
        case .failure(let error): .failed(error)
        }
    }
}
