import Domain
import Reactive

/// What the starred list (and the `starred` command) needs from the outside world.
public protocol StarredUseCaseType: Sendable {
    /// Why the starred list cannot be read here (no token, or a source without GitHub), known before anything is
    /// sent; `nil` when it can be tried.
    var refusal: RepositoryError? { get }
    /// One page of the signed-in person's starred repositories, else the `RepositoryError`; disposing cancels the
    /// request.
    func page(_ query: StarredQuery) -> Observable<StarredPage>
}

/// Reads the starred list through an injected starring repository, bridging its async calls to Observables.
public struct StarredUseCase: StarredUseCaseType {
    private let repository: any StarringRepositoryType

    public init(repository: any StarringRepositoryType) {
        self.repository = repository
    }

    public var refusal: RepositoryError? { repository.refusal }

    public func page(_ query: StarredQuery) -> Observable<StarredPage> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.starred(query) }
    }
}
