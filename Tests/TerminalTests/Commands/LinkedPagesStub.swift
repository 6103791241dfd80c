import Application
import Domain
import Foundation
import Reactive
import Synchronization

/// A list GitHub pages with links, for command tests: serves `items` in pages of the query's size, records the
/// queries, reports `skippedPerPage` unreadable items on each page, and fails every page with `error` when set.
final class LinkedPagesStub<Query: PageQuery, Item: Hashable & Sendable>: Sendable {
    private let items: [Item]
    private let perPage: @Sendable (Query) -> Int
    private let skippedPerPage: Int
    private let error: RepositoryError?
    private let recorded = Mutex<[Query]>([])

    init(
        _ items: [Item], perPage: @escaping @Sendable (Query) -> Int, skippedPerPage: Int = 0,
        error: RepositoryError? = nil
    ) {
        self.items = items
        self.perPage = perPage
        self.skippedPerPage = skippedPerPage
        self.error = error
    }

    /// The queries received, in order.
    var queries: [Query] { recorded.withLock { $0 } }

    /// The page `query` names.
    func page(_ query: Query) -> Observable<LinkedPage<Query, Item>> {
        recorded.withLock { $0.append(query) }
        if let error { return .error(error) }
        let size = perPage(query)
        let start = min(items.count, (query.page - 1) * size)
        let end = min(items.count, start + size)
        return .just(
            LinkedPage(
                query: query, items: Array(items[start..<end]), hasNextLink: end < items.count, lastPage: nil,
                rateLimit: nil, skippedItemCount: skippedPerPage))
    }
}
