import Application
import Domain
import Reactive
import Synchronization

/// A star use case answering with the Observables it was made with (cold ones on virtual time), or refusing in
/// advance, and recording the calls made as `isStarred owner/repo`, `star owner/repo` or `unstar owner/repo`.
final class StarUseCaseFake: StarUseCaseType {
    let refusal: RepositoryError?
    private let status: Observable<Bool>
    private let change: Observable<Void>
    private let recorded = Mutex<[String]>([])
    /// The changes made elsewhere that the scenes under test hear.
    let changes: Observable<StarChange>

    init(
        refusal: RepositoryError? = nil, status: Observable<Bool> = .never(), change: Observable<Void> = .never(),
        changes: Observable<StarChange> = .never()
    ) {
        self.refusal = refusal
        self.changes = changes
        self.status = status
        self.change = change
    }

    /// The calls made, in order.
    var calls: [String] { recorded.withLock { $0 } }

    func isStarred(_ reference: RepoReference) -> Observable<Bool> {
        recorded.withLock { $0.append("isStarred \(reference)") }
        return status
    }

    func setStarred(_ isStarred: Bool, _ reference: RepoReference) -> Observable<Void> {
        recorded.withLock { $0.append("\(isStarred ? "star" : "unstar") \(reference)") }
        return change
    }
}
