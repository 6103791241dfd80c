import Application
import Domain
import Reactive
import Synchronization

/// A starred-list use case answering each query with the Observable set for it (cold ones on virtual time), or
/// refusing in advance; it records the queries asked for.
final class StarredUseCaseFake: StarredUseCaseType {
    let refusal: RepositoryError?
    private let state = Mutex<(answers: [StarredQuery: Observable<StarredPage>], queries: [StarredQuery])>(([:], []))

    init(refusal: RepositoryError? = nil) {
        self.refusal = refusal
    }

    /// The queries asked for, in order.
    var queries: [StarredQuery] { state.withLock { $0.queries } }

    /// Answers `query` with `answer`.
    func answer(_ query: StarredQuery, with answer: Observable<StarredPage>) {
        state.withLock { $0.answers[query] = answer }
    }

    /// The refusal, without asking, as the use case says it; else the answer set for `query`.
    func page(_ query: StarredQuery) -> Observable<StarredPage> {
        if let refusal { return .error(refusal) }
        return state.withLock { state in
            state.queries.append(query)
            return state.answers[query] ?? .never()
        }
    }
}
