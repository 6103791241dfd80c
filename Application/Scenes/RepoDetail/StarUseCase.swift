import Domain
import Reactive

/// What the star on a repository's detail (and the `star` and `unstar` commands) needs from the outside world.
public protocol StarUseCaseType: Sendable {
    /// Why starring cannot work at all here (no token, or a source without GitHub), known before anything is sent;
    /// `nil` when it can be tried.
    var refusal: RepositoryError? { get }
    /// Whether the signed-in person starred `reference`; disposing cancels the request.
    func isStarred(_ reference: RepoReference) -> Observable<Bool>
    /// Stars (`true`) or unstars (`false`) `reference`: one element when GitHub made the change, else the
    /// `RepositoryError`; disposing cancels the request. A change made is also sent on `changes`.
    func setStarred(_ isStarred: Bool, _ reference: RepoReference) -> Observable<Void>
    /// Every change `setStarred` made, as it is made, for the scenes that show stars (a list's counts, your stars):
    /// a relay the use case owns, so every scene built from the same use case hears every change.
    var changes: Observable<StarChange> { get }
}

/// Stars and unstars through an injected starring repository, bridging its async calls to Observables, and tells
/// every listener of `changes` what it changed.
public struct StarUseCase: StarUseCaseType {
    private let repository: any StarringRepositoryType
    private let changed = PublishRelay<StarChange>()

    public init(repository: any StarringRepositoryType) {
        self.repository = repository
    }

    public var refusal: RepositoryError? { repository.refusal }

    /// The star status, fetched when subscribed.
    public func isStarred(_ reference: RepoReference) -> Observable<Bool> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.isStarred(reference) }
    }

    /// The change, sent when subscribed, and told to `changes` once GitHub made it.
    public func setStarred(_ isStarred: Bool, _ reference: RepoReference) -> Observable<Void> {
        let repository = self.repository
        let changed = self.changed
        return Observable.fromAsync {
            if isStarred {
                try await repository.star(reference)
            } else {
                try await repository.unstar(reference)
            }
        }
        .do(onNext: { changed.accept(StarChange(reference: reference, isStarred: isStarred)) })
    }

    /// The changes made through this use case from now on.
    public var changes: Observable<StarChange> { changed.asObservable() }
}
