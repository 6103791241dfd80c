import Domain
import Synchronization

/// An owner's-repositories source answering every query with an empty last page (or failing), recording the queries.
final class OwnerRepoRepositoryFake: OwnerRepoRepositoryType {
    private let failure: RepositoryError?
    private let recorded = Mutex<[OwnerRepoQuery]>([])

    init(failure: RepositoryError? = nil) {
        self.failure = failure
    }

    /// The queries asked, in order.
    var queries: [OwnerRepoQuery] { recorded.withLock { $0 } }

    func repositories(_ query: OwnerRepoQuery) async throws(RepositoryError) -> OwnerRepoPage {
        recorded.withLock { $0.append(query) }
        if let failure { throw failure }
        return OwnerRepoPage(query: query, items: [], hasNextLink: false, lastPage: nil, rateLimit: nil)
    }
}
