import Application
import Domain
import Reactive
import Synchronization

/// A detail use case that answers every reference with the Observable it was made with, recording the references.
final class RepoDetailUseCaseFake: RepoDetailUseCaseType {
    private let answer: Observable<RepoDetailUpdate>
    private let recorded = Mutex<[RepoReference]>([])

    init(answer: Observable<RepoDetailUpdate> = .never()) {
        self.answer = answer
    }

    /// The references asked for, in order.
    var references: [RepoReference] { recorded.withLock { $0 } }

    func detail(_ reference: RepoReference) -> Observable<RepoDetailUpdate> {
        recorded.withLock { $0.append(reference) }
        return answer
    }
}
