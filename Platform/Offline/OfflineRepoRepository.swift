import Domain

/// `GithubRepoRepositoryType` over the offline snapshot compiled into the binary: no network at all.
///
/// The snapshot holds 3,449 real public repositories as they stood on `GithubRankingSnapshot.takenOn`: names,
/// owners, stars, forks, open issues, language, last commit and description. Search answers GitHub's search
/// language over them (see `SnapshotSearch`), with the four sorts (`updated` sorts by the last commit, the only
/// date the snapshot has), both orders, paging and GitHub's 1000-result cap. Everything else (README, languages,
/// contributors, releases) is not in the snapshot: those calls throw `.notInSnapshot` rather than invent it.
/// An optional latency makes demos feel like the network.
public struct OfflineRepoRepository: GithubRepoRepositoryType {
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

    /// Always `true`: this is the bundled snapshot.
    public var isSampleData: Bool { true }

    /// The day the snapshot was taken (`2026-08-22`).
    public static var snapshotDate: String { GithubRankingSnapshot.takenOn }

    /// One page of the snapshot's repositories matching `query`, ranked as asked.
    public func search(_ query: RepoSearchQuery) async throws(RepositoryError) -> RepoPage {
        let catalog = try await ready()
        let search = try SnapshotSearch(query.text)
        let matches = Self.ranked(catalog.entries.filter(search.matches), by: query, search: search)
        let reachable = min(matches.count, RepoSearchQuery.maximumResultCount)
        let start = min(query.firstResultIndex, reachable)
        let end = min(start + query.perPage, reachable)
        return RepoPage(
            query: query, items: matches[start..<end].map(\.repo), totalCount: matches.count, isIncomplete: false,
            hasNextLink: end < reachable, rateLimit: nil, isSampleData: true)
    }

    /// The snapshot's repository; `.notInSnapshot` when the snapshot has no such repository.
    public func repository(_ reference: RepoReference) async throws(RepositoryError) -> GithubRepo {
        try await entry(reference).repo
    }

    /// Always throws `.notInSnapshot`: the snapshot records one language, not the breakdown.
    public func languages(_ reference: RepoReference) async throws(RepositoryError) -> [LanguageShare] {
        _ = try await entry(reference)
        throw .notInSnapshot(reason: "has no language breakdown (only the main language)")
    }

    /// Always throws `.notInSnapshot`: the snapshot records no contributors.
    public func contributors(_ reference: RepoReference) async throws(RepositoryError) -> [Contributor] {
        _ = try await entry(reference)
        throw .notInSnapshot(reason: "has no contributors")
    }

    /// Always throws `.notInSnapshot`: the snapshot records no releases.
    public func latestRelease(_ reference: RepoReference) async throws(RepositoryError) -> Release? {
        _ = try await entry(reference)
        throw .notInSnapshot(reason: "has no releases")
    }

    /// Always throws `.notInSnapshot`: the snapshot holds no READMEs.
    public func readme(_ reference: RepoReference) async throws(RepositoryError) -> String? {
        _ = try await entry(reference)
        throw .notInSnapshot(reason: "has no READMEs")
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

    private func entry(_ reference: RepoReference) async throws(RepositoryError) -> SnapshotEntry {
        guard let entry = try await ready().entry(for: reference) else {
            throw .notInSnapshot(reason: "has no repository \(reference)")
        }
        return entry
    }

    /// `entries` in the query's ranking: relevance for best match (ties by stars), else the sort and order;
    /// remaining ties by full name so pages are stable.
    private static func ranked(_ entries: [SnapshotEntry], by query: RepoSearchQuery, search: SnapshotSearch)
        -> [SnapshotEntry]
    {
        let ascending = query.order == .ascending
        func ordered<Key: Comparable>(_ first: Key, _ second: Key) -> Bool? {
            guard first != second else { return nil }
            return ascending ? first < second : first > second
        }
        switch query.sort {
        case .bestMatch:
            let scored = entries.map { (entry: $0, score: search.relevance($0)) }
            return scored.sorted { first, second in
                if first.score != second.score { return first.score > second.score }
                if first.entry.repo.starCount != second.entry.repo.starCount {
                    return first.entry.repo.starCount > second.entry.repo.starCount
                }
                return first.entry.fullName < second.entry.fullName
            }.map(\.entry)
        case .stars:
            return entries.sorted { ordered($0.repo.starCount, $1.repo.starCount) ?? ($0.fullName < $1.fullName) }
        case .forks:
            return entries.sorted { ordered($0.repo.forkCount, $1.repo.forkCount) ?? ($0.fullName < $1.fullName) }
        case .updated:
            return entries.sorted { first, second in
                ordered(first.repo.pushedAt ?? .distantPast, second.repo.pushedAt ?? .distantPast)
                    ?? (first.fullName < second.fullName)
            }
        }
    }
}
