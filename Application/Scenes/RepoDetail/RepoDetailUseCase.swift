import Domain
import Reactive

/// What a repository's detail needs from the outside world: its parts, each delivered as it arrives.
///
/// The detail screen and the `show` command both use it, so the fan-out of part requests is written once.
public protocol RepoDetailUseCaseType: Sendable {
    /// One update per part of `reference`'s detail, then completion; it never fails, because a failed part is
    /// itself an update. Subscribing starts the requests; disposing cancels those in flight.
    func detail(_ reference: RepoReference) -> Observable<RepoDetailUpdate>
}

/// Coordinates the repository's part requests: the repository first, then the other four with at most
/// `maximumConcurrentRequests` in flight.
///
/// The repository is asked for alone first; the remaining parts then take the same number of rounds as if all
/// five shared the slots. A failed part becomes a `.failure` update and never cancels or hides the others. One
/// answer settles every part at once: when GitHub says the repository does not exist (`.repositoryNotFound`), the other
/// four are not requested and each fails with that same error, so a missing repository costs one request.
public struct RepoDetailUseCase: RepoDetailUseCaseType {
    /// The requests in flight at most, unless the composition root says otherwise.
    public static let defaultMaximumConcurrentRequests = 2

    private let repository: any GithubRepoRepositoryType
    private let maximumConcurrentRequests: Int

    /// Creates the use case over `repository`, keeping at most
    /// `maximumConcurrentRequests` (at least 1) part requests in flight.
    public init(
        repository: any GithubRepoRepositoryType,
        maximumConcurrentRequests: Int = RepoDetailUseCase.defaultMaximumConcurrentRequests
    ) {
        self.repository = repository
        self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
    }

    /// The repository, then languages, contributors, latest release and README as each answer arrives.
    public func detail(_ reference: RepoReference) -> Observable<RepoDetailUpdate> {
        let repository = self.repository
        let first = Self.part(RepoDetailUpdate.repository) { () async throws(RepositoryError) in
            try await repository.repository(reference)
        }
        let others = [
            Self.part(RepoDetailUpdate.languages) { () async throws(RepositoryError) in
                try await repository.languages(reference)
            },
            Self.part(RepoDetailUpdate.contributors) { () async throws(RepositoryError) in
                try await repository.contributors(reference)
            },
            Self.part(RepoDetailUpdate.latestRelease) { () async throws(RepositoryError) in
                try await repository.latestRelease(reference)
            },
            Self.part(RepoDetailUpdate.readme) { () async throws(RepositoryError) in
                try await repository.readme(reference)
            },
        ]
        return Self.fanOut(first: first, then: others, maximumConcurrent: maximumConcurrentRequests)
    }

    /// `first`'s update, then `others`' merged with at most `maximumConcurrent` subscribed at once, each update
    /// delivered as it arrives; when `first` reports a missing repository, the other parts fail with that error
    /// and `others` are never subscribed.
    static func fanOut(
        first: Observable<RepoDetailUpdate>, then others: [Observable<RepoDetailUpdate>], maximumConcurrent: Int
    ) -> Observable<RepoDetailUpdate> {
        first.flatMap { update -> Observable<RepoDetailUpdate> in
            guard case .repository(.failure(let error)) = update, case .repositoryNotFound = error else {
                return Observable.concat(.just(update), Observable.from(others).merge(maxConcurrent: maximumConcurrent))
            }
            return Observable.from([
                update, .languages(.failure(error)), .contributors(.failure(error)), .latestRelease(.failure(error)),
                .readme(.failure(error)),
            ])
        }
    }

    /// One part's request as an Observable of its single update: its value, or its error as a value.
    private static func part<Value: Sendable>(
        _ update: @escaping @Sendable (Result<Value, RepositoryError>) -> RepoDetailUpdate,
        _ fetch: @escaping @Sendable () async throws(RepositoryError) -> Value
    ) -> Observable<RepoDetailUpdate> {
        Observable.fromAsync { () async -> RepoDetailUpdate in
            do throws(RepositoryError) {
                return update(.success(try await fetch()))
            } catch {
                return update(.failure(error))
            }
        }
    }
}
