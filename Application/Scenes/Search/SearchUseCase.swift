import Domain
import Reactive

/// What the search screen needs from the outside world.
public protocol SearchUseCaseType: Sendable {
    /// One page of search results; disposing the subscription cancels the request.
    func search(_ query: RepoSearchQuery) -> Observable<RepoPage>
}

/// Searches through an injected repository, bridging its async calls to Observables.
public struct SearchUseCase: SearchUseCaseType {
    private let repository: any GithubRepoRepositoryType

    public init(repository: any GithubRepoRepositoryType) {
        self.repository = repository
    }

    /// One page of search results, fetched when subscribed.
    public func search(_ query: RepoSearchQuery) -> Observable<RepoPage> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.search(query) }
    }
}
