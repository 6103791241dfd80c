import Application
import Domain
import Reactive
import Synchronization

/// A search use case that answers each query with the Observables scripted for it, in turn (the last one
/// again once they run out; unscripted queries never answer), and records the queries it was asked.
final class SearchUseCaseFake: SearchUseCaseType {
    private let answers = Mutex<[RepoSearchQuery: [Observable<RepoPage>]]>([:])
    private let asked = Mutex<[RepoSearchQuery]>([])

    /// The queries searched for, in order.
    var queries: [RepoSearchQuery] { asked.withLock { $0 } }

    /// Answers the next search for `query` with `answer` (after the answers scripted before it).
    func answer(_ query: RepoSearchQuery, with answer: Observable<RepoPage>) {
        answers.withLock { $0[query, default: []].append(answer) }
    }

    func search(_ query: RepoSearchQuery) -> Observable<RepoPage> {
        asked.withLock { $0.append(query) }
        return answers.withLock { answers in
            guard let scripted = answers[query], let next = scripted.first else { return .never() }
            if scripted.count > 1 { answers[query] = Array(scripted.dropFirst()) }
            return next
        }
    }
}
