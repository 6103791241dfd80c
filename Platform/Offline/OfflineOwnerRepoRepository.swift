import Domain

/// `OwnerRepoRepositoryType` over the offline snapshot: the repositories of an owner that the snapshot holds, which
/// are only those among the most-starred or most-forked on GitHub, so seldom all the owner has. No network at all.
///
/// An owner with no repository in the snapshot throws `.notRecorded` rather than answer an empty list, since the
/// owner may well have repositories on GitHub. The snapshot has no creation dates, so sorting by `created` throws
/// `.notRecorded` too; `updated` sorts by the last commit, the only date it has (as the offline search does), and so
/// does `pushed`. Ties keep the snapshot's order. Pages are windows of the sorted list, with a next page while
/// repositories remain.
public struct OfflineOwnerRepoRepository: OwnerRepoRepositoryType {
    private let catalog: @Sendable () -> SnapshotCatalog
    private let latency: Duration

    /// Creates the repository over the bundled snapshot; every call waits `latency` first (none by default) and
    /// honours cancellation.
    public init(latency: Duration = .zero) {
        self.init(latency: latency, catalog: { SnapshotCatalog.bundled })
    }

    /// Creates the repository over `catalog` (tests give their own fixtures).
    init(latency: Duration = .zero, catalog: @escaping @Sendable () -> SnapshotCatalog) {
        self.catalog = catalog
        self.latency = latency
    }

    public func repositories(_ query: OwnerRepoQuery) async throws(RepositoryError) -> OwnerRepoPage {
        let catalog = try await ready()
        let owner = query.owner.lowercased()
        let owned = catalog.entries.indices.filter { catalog.text(catalog.entries[$0].owner, equals: owner) }
        guard !owned.isEmpty else {
            throw .notRecorded(reason: "The offline snapshot has no repositories of \(query.owner)")
        }
        let sorted = try Self.sorted(owned, of: catalog, by: query)
        let start = query.page - 1 < sorted.count ? (query.page - 1) * query.perPage : sorted.count
        let window = min(start, sorted.count)..<min(start + query.perPage, sorted.count)
        let hasNext = window.upperBound < sorted.count
        return OwnerRepoPage(
            query: query, items: sorted[window].compactMap(catalog.repository(at:)), hasNextLink: hasNext,
            lastPage: hasNext ? (sorted.count + query.perPage - 1) / query.perPage : nil, rateLimit: nil)
    }

    /// The indexes of `owned` in the query's order, ties in the snapshot's order.
    private static func sorted(_ owned: [Int], of catalog: SnapshotCatalog, by query: OwnerRepoQuery)
        throws(RepositoryError) -> [Int]
    {
        let entries = catalog.entries
        let ascending = query.direction == .ascending
        switch query.sort {
        case .created:
            throw .notRecorded(
                reason: "The offline snapshot does not record when repositories were created, so it cannot sort by "
                    + "created")
        case .fullName:
            return owned.sorted { first, second in
                let firstName = catalog.text[entries[first].fullName]
                let secondName = catalog.text[entries[second].fullName]
                guard firstName.elementsEqual(secondName) else {
                    let isBefore = firstName.lexicographicallyPrecedes(secondName)
                    return ascending ? isBefore : !isBefore
                }
                return first < second
            }
        case .updated, .pushed:
            return owned.sorted { first, second in
                let firstTime = entries[first].pushedAt
                let secondTime = entries[second].pushedAt
                guard firstTime == secondTime else {
                    return ascending ? firstTime < secondTime : firstTime > secondTime
                }
                return first < second
            }
        }
    }

    private func ready() async throws(RepositoryError) -> SnapshotCatalog {
        if Task.isCancelled { throw .cancelled }
        if latency > .zero {
            do {
                try await Task.sleep(for: latency)
            } catch {
                throw .cancelled
            }
        }
        return catalog()
    }
}
