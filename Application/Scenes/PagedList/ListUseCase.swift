import Domain
import Reactive

/// What a list scene that only pages needs from the outside world: one page per query.
public protocol ListUseCaseType<Page>: Sendable {
    /// The pages it returns.
    associatedtype Page: ListPage

    /// One page, else the `RepositoryError`; disposing the subscription cancels the request.
    func page(_ query: Page.Query) -> Observable<Page>
}

/// Reads pages through an injected repository call, bridging its async answers to Observables: the use case of a
/// repository's issues, of its pull requests, written once.
public struct ListUseCase<Page: ListPage>: ListUseCaseType {
    private let read: @Sendable (Page.Query) async throws(RepositoryError) -> Page

    /// Creates the use case over `read`, a repository's call for one page (whichever source the composition root
    /// chose).
    public init(_ read: @escaping @Sendable (Page.Query) async throws(RepositoryError) -> Page) {
        self.read = read
    }

    /// The page, fetched when subscribed.
    public func page(_ query: Page.Query) -> Observable<Page> {
        let read = self.read
        return Observable.fromAsync { try await read(query) }
    }
}
