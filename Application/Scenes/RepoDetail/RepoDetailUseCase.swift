import Domain
import Reactive

/// What the detail screen needs from the outside world: one request per part of a repository's detail.
///
/// Each Observable fetches when subscribed and cancels its request when disposed.
public protocol RepoDetailUseCaseType: Sendable {
    /// The repository fetched fresh, with its subscriber count.
    func repository(_ reference: RepoReference) -> Observable<GithubRepo>
    /// Languages by share of bytes, largest first.
    func languages(_ reference: RepoReference) -> Observable<[LanguageShare]>
    /// The top contributors, most commits first.
    func contributors(_ reference: RepoReference) -> Observable<[Contributor]>
    /// The newest published release, or `nil` when there is none.
    func latestRelease(_ reference: RepoReference) -> Observable<Release?>
    /// The README as text, or `nil` when there is none.
    func readme(_ reference: RepoReference) -> Observable<String?>
}

/// Fetches the parts of a repository's detail through an injected repository.
public struct RepoDetailUseCase: RepoDetailUseCaseType {
    private let repository: any GithubRepoRepositoryType

    /// Creates the use case over `repository` (GitHub, or the offline snapshot).
    public init(repository: any GithubRepoRepositoryType) {
        self.repository = repository
    }

    /// The repository fetched fresh.
    public func repository(_ reference: RepoReference) -> Observable<GithubRepo> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.repository(reference) }
    }

    /// Languages by share of bytes.
    public func languages(_ reference: RepoReference) -> Observable<[LanguageShare]> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.languages(reference) }
    }

    /// The top contributors.
    public func contributors(_ reference: RepoReference) -> Observable<[Contributor]> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.contributors(reference) }
    }

    /// The newest published release.
    public func latestRelease(_ reference: RepoReference) -> Observable<Release?> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.latestRelease(reference) }
    }

    /// The README as text.
    public func readme(_ reference: RepoReference) -> Observable<String?> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.readme(reference) }
    }
}
