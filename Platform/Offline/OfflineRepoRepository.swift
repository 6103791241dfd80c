import Domain
import Foundation

/// `GithubRepoRepositoryType` over the offline snapshot compiled into the binary: no network at all.
///
/// The snapshot holds 3,449 real public repositories as they stood on `GithubRankingSnapshot.takenOn`: names,
/// owners, stars, forks, open issues, language, last commit and description. Search answers GitHub's search
/// language over them (see `SnapshotSearch`), with the four sorts (`updated` sorts by the last commit, the only
/// date the snapshot has), both orders, paging and GitHub's 1000-result cap. Its pages lead on as GitHub's do, by the
/// address of the next page (`offline:/search/repositories?page=N`), which is where the next page is read from.
/// Everything else (README, languages,
/// contributors, releases) is not in the snapshot: those calls throw `.notRecorded` rather than invent it.
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

    /// The day the snapshot was taken (`2026-08-22`).
    public static var snapshotDate: String { GithubRankingSnapshot.takenOn }

    /// One page of the snapshot's repositories matching `query`, ranked as asked.
    public func search(_ query: RepoSearchQuery) async throws(RepositoryError) -> RepoPage {
        _ = try await ready()
        return try searchNow(query)
    }

    /// The address of the snapshot search's page `page`, in the shape of GitHub's `rel="next"` links.
    static func address(ofPage page: Int) -> PageAddress? {
        URL(string: "\(addressScheme):/search/repositories?page=\(page)").map(PageAddress.init)
    }

    private static let addressScheme = "offline"

    /// `search(_:)` without the latency and the cancellation check, for benchmarks.
    public func searchNow(_ query: RepoSearchQuery) throws(RepositoryError) -> RepoPage {
        let page = try Self.pageNumber(of: query)
        let catalog = catalog()
        let search = try SnapshotSearch(query.text)
        if query.sort == .helpWantedIssues {
            throw .notRecorded(
                reason: "The offline snapshot does not record issue labels, so it cannot sort by help-wanted-issues")
        }
        let matches = Self.ranked(
            catalog.entries.indices.filter { search.matches(catalog.entries[$0], in: catalog) }, of: catalog,
            by: query, search: search)
        let reachable = min(matches.count, RepoSearchQuery.maximumResultCount)
        let start = min((page - 1) * query.perPage, reachable)
        let end = min(start + query.perPage, reachable)
        return RepoPage(
            query: query, items: matches[start..<end].compactMap(catalog.repository(at:)), totalCount: matches.count,
            isIncomplete: false, next: end < reachable ? Self.address(ofPage: page + 1) : nil, rateLimit: nil)
    }

    /// The page `query` asks for: the one its address names when it has one (an address this source made), else
    /// its number; an address of another kind is refused.
    private static func pageNumber(of query: RepoSearchQuery) throws(RepositoryError) -> Int {
        guard let address = query.address else { return query.page }
        guard address.url.scheme == addressScheme, let page = address.pageNumber, page >= 1 else {
            throw .untrustedPageLink(address: address.url.absoluteString, apiBase: "the offline snapshot")
        }
        return page
    }

    /// The snapshot's repository; `.notRecorded` when the snapshot has no such repository.
    public func repository(_ reference: RepoReference) async throws(RepositoryError) -> GithubRepo {
        guard let repo = try await ready().repository(for: reference) else {
            throw .notRecorded(reason: "The offline snapshot has no repository \(reference)")
        }
        return repo
    }

    /// Always throws `.notRecorded`: the snapshot records one language, not the breakdown.
    public func languages(_ reference: RepoReference) async throws(RepositoryError) -> [LanguageShare] {
        _ = try await repository(reference)
        throw .notRecorded(reason: "The offline snapshot has no language breakdown (only the main language)")
    }

    /// Always throws `.notRecorded`: the snapshot records no contributors.
    public func contributors(_ reference: RepoReference) async throws(RepositoryError) -> ContributorList {
        _ = try await repository(reference)
        throw .notRecorded(reason: "The offline snapshot has no contributors")
    }

    /// Always throws `.notRecorded`: the snapshot records no releases.
    public func latestRelease(_ reference: RepoReference) async throws(RepositoryError) -> Release? {
        _ = try await repository(reference)
        throw .notRecorded(reason: "The offline snapshot has no releases")
    }

    /// Always throws `.notRecorded`: the snapshot holds no READMEs.
    public func readme(_ reference: RepoReference) async throws(RepositoryError) -> Readme? {
        _ = try await repository(reference)
        throw .notRecorded(reason: "The offline snapshot has no READMEs")
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

    /// The indexes of `matches` in the query's ranking: relevance for best match (ties by stars), else the sort and
    /// order; remaining ties by position in the snapshot, so pages are stable. Each key is computed once and
    /// sorted with its index.
    private static func ranked(
        _ matches: [Int], of catalog: SnapshotCatalog, by query: RepoSearchQuery, search: SnapshotSearch
    ) -> [Int] {
        let entries = catalog.entries
        let descending = query.order == .descending
        func sorted(by key: (SnapshotEntry) -> Double, descending: Bool) -> [Int] {
            let keyed = matches.map { (index: $0, key: key(entries[$0])) }
            return keyed.sorted { first, second in
                if first.key != second.key { return descending ? first.key > second.key : first.key < second.key }
                return first.index < second.index
            }.map(\.index)
        }
        switch query.sort {
        case .bestMatch:
            let keyed = matches.map {
                (index: $0, score: search.relevance(entries[$0], in: catalog), stars: entries[$0].starCount)
            }
            return keyed.sorted { first, second in
                if first.score != second.score { return first.score > second.score }
                if first.stars != second.stars { return first.stars > second.stars }
                return first.index < second.index
            }.map(\.index)
        case .stars: return sorted(by: { Double($0.starCount) }, descending: descending)
        case .forks: return sorted(by: { Double($0.forkCount) }, descending: descending)
        case .updated: return sorted(by: { $0.pushedAt.timeIntervalSince1970 }, descending: descending)
        case .helpWantedIssues: return matches
        }
    }
}
