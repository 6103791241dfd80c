import Domain
import Synchronization

/// A starring repository answering from a set of starred references (or failing), recording the calls made.
final class StarringRepositoryFake: StarringRepositoryType {
    let refusal: RepositoryError?
    private let failure: RepositoryError?
    private let state: Mutex<(starred: Set<RepoReference>, calls: [String])>

    init(starred: Set<RepoReference> = [], refusal: RepositoryError? = nil, failure: RepositoryError? = nil) {
        self.refusal = refusal
        self.failure = failure
        state = Mutex((starred, []))
    }

    /// The calls made, in order, as `name owner/repo`.
    var calls: [String] { state.withLock { $0.calls } }

    /// The references starred now.
    var starred: Set<RepoReference> { state.withLock { $0.starred } }

    func isStarred(_ reference: RepoReference) async throws(RepositoryError) -> Bool {
        try record("isStarred \(reference)")
        return state.withLock { $0.starred.contains(reference) }
    }

    func star(_ reference: RepoReference) async throws(RepositoryError) {
        try record("star \(reference)")
        _ = state.withLock { $0.starred.insert(reference) }
    }

    func unstar(_ reference: RepoReference) async throws(RepositoryError) {
        try record("unstar \(reference)")
        _ = state.withLock { $0.starred.remove(reference) }
    }

    func starred(_ query: StarredQuery) async throws(RepositoryError) -> StarredPage {
        try record("starred page \(query.page)")
        return StarredPage(query: query, items: [], hasNextLink: false, lastPage: nil, rateLimit: nil)
    }

    private func record(_ call: String) throws(RepositoryError) {
        state.withLock { $0.calls.append(call) }
        if let failure { throw failure }
    }
}
