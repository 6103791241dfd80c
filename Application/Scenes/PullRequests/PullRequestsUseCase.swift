import Domain
import Reactive

/// What a repository's pull request list (and the `prs` command) needs from the outside world.
public protocol PullRequestsUseCaseType: Sendable {
    /// One page of pull requests, else the `RepositoryError`; disposing the subscription cancels the request.
    func page(_ query: PullRequestQuery) -> Observable<PullRequestPage>
}

/// Reads pull requests through an injected pull request repository, bridging its async calls to Observables.
public struct PullRequestsUseCase: PullRequestsUseCaseType {
    private let repository: any PullRequestRepositoryType

    public init(repository: any PullRequestRepositoryType) {
        self.repository = repository
    }

    public func page(_ query: PullRequestQuery) -> Observable<PullRequestPage> {
        let repository = self.repository
        return Observable.fromAsync { try await repository.pullRequests(query) }
    }
}
