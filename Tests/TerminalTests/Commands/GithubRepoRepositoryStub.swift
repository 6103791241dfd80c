import Domain
import Foundation
import Synchronization

/// A repository source for command tests: serves `total` numbered repositories in pages, records the queries,
/// and fails with `error` when set (from page `failingPage` on); `unreadablePerPage` items of each page are reported
/// as skipped instead of served.
final class GithubRepoRepositoryStub: GithubRepoRepositoryType {
    private let total: Int
    private let error: RepositoryError?
    private let failingPage: Int
    private let detailValue: RepoDetail?
    private let unreadablePerPage: Int
    private let recorded = Mutex<[RepoSearchQuery]>([])

    init(
        total: Int = 250, error: RepositoryError? = nil, failingPage: Int = 1, detail: RepoDetail? = nil,
        unreadablePerPage: Int = 0
    ) {
        self.unreadablePerPage = unreadablePerPage
        self.total = total
        self.error = error
        self.failingPage = failingPage
        self.detailValue = detail
    }

    /// The search queries received, in order.
    var queries: [RepoSearchQuery] { recorded.withLock { $0 } }

    var isSampleData: Bool { false }

    func search(_ query: RepoSearchQuery) async throws(RepositoryError) -> RepoPage {
        recorded.withLock { $0.append(query) }
        if let error, query.page >= failingPage { throw error }
        let start = min(query.firstResultIndex, total)
        let end = min(start + query.perPage, total)
        let skipped = min(unreadablePerPage, end - start)
        let items = (start + skipped..<end).map { CommandFixtures.repository("octo/repo-\($0)") }
        return RepoPage(
            query: query, items: items, totalCount: total, isIncomplete: false, hasNextLink: end < total,
            rateLimit: nil, isSampleData: false, skippedItemCount: skipped)
    }

    func repository(_ reference: RepoReference) async throws(RepositoryError) -> GithubRepo {
        try await detail(reference).repo
    }

    func languages(_ reference: RepoReference) async throws(RepositoryError) -> [LanguageShare] {
        try await detail(reference).languages
    }

    func contributors(_ reference: RepoReference) async throws(RepositoryError) -> [Contributor] {
        try await detail(reference).contributors
    }

    func latestRelease(_ reference: RepoReference) async throws(RepositoryError) -> Release? {
        try await detail(reference).latestRelease
    }

    func readme(_ reference: RepoReference) async throws(RepositoryError) -> String? {
        try await detail(reference).readme
    }

    func detail(_ reference: RepoReference) async throws(RepositoryError) -> RepoDetail {
        if let error { throw error }
        guard let detailValue else { throw .notFound(resource: "repository \(reference)") }
        return detailValue
    }
}
