import Domain
import Reactive

/// What a repository's issue list (and the `issues` command) needs from the outside world.
public protocol IssuesUseCaseType: Sendable {
    /// One page of issues, else the `RepositoryError`; disposing the subscription cancels the request.
    func page(_ query: IssueQuery) -> Observable<IssuePage>
}

/// Reads issues through an injected issue repository, bridging its async calls to Observables.
public struct IssuesUseCase: IssuesUseCaseType {
    private let repository: any IssueRepositoryType

    public init(repository: any IssueRepositoryType) {
        self.repository = repository
    }

    public func page(_ query: IssueQuery) -> Observable<IssuePage> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.issues(query) }
    }
}
