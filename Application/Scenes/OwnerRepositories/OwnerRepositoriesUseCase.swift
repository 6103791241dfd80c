import Domain
import Reactive

/// What an owner's repository list needs from the outside world.
public protocol OwnerRepositoriesUseCaseType: Sendable {
    /// One page of the repositories `query.owner` owns, else the `RepositoryError`; disposing cancels the request.
    func page(_ query: OwnerRepoQuery) -> Observable<OwnerRepoPage>
}

/// Reads an owner's repositories through an injected repository (GitHub's or the offline snapshot's), bridging its
/// async call to an Observable.
public struct OwnerRepositoriesUseCase: OwnerRepositoriesUseCaseType {
    private let repository: any OwnerRepoRepositoryType

    public init(repository: any OwnerRepoRepositoryType) {
        self.repository = repository
    }

    public func page(_ query: OwnerRepoQuery) -> Observable<OwnerRepoPage> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.repositories(query) }
    }
}
