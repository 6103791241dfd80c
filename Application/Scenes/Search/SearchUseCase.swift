import Domain
import Reactive

/// What the search screen needs from the outside world.
public protocol SearchUseCaseType: Sendable {
    /// Whether results come from the offline snapshot rather than GitHub.
    var isSampleData: Bool { get }
    /// One page of search results; disposing the subscription cancels the request.
    func search(_ query: RepoSearchQuery) -> Observable<RepoPage>
}

/// Searches through an injected repository, bridging its async calls to Observables.
public struct SearchUseCase: SearchUseCaseType {
    private let repository: any GithubRepoRepositoryType

    /// Creates the use case over `repository` (GitHub, or the offline snapshot).
    public init(repository: any GithubRepoRepositoryType) {
        self.repository = repository
    }

    /// Whether the repository serves the offline snapshot.
    public var isSampleData: Bool { repository.isSampleData }

    /// One page of search results, fetched when subscribed.
    public func search(_ query: RepoSearchQuery) -> Observable<RepoPage> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.search(query) }
    }
}
