import Application
import Domain
import Reactive
import Synchronization

/// A list scene's use case answering each page query with the Observable set for it (cold ones on virtual time, never
/// for a query nobody answered), and recording the queries asked for. A list scene's fake is this one, conforming to
/// the scene's use case in the scene's tests (`PagedUseCaseFake+IssuesUseCaseType.swift`).
final class PagedUseCaseFake<Page: ListPage>: Sendable {
    private let state = Mutex<(answers: [Page.Query: Observable<Page>], queries: [Page.Query])>(([:], []))

    /// The queries asked for, in order.
    var queries: [Page.Query] { state.withLock { $0.queries } }

    /// Answers `query` with `answer`.
    func answer(_ query: Page.Query, with answer: Observable<Page>) {
        state.withLock { $0.answers[query] = answer }
    }

    /// The answer set for `query`.
    func page(_ query: Page.Query) -> Observable<Page> {
        state.withLock { state in
            state.queries.append(query)
            return state.answers[query] ?? .never()
        }
    }
}
