import Application
import Domain
import Foundation
import Synchronization

/// A repository source for command tests: serves `total` numbered repositories (each with its own id) in pages,
/// records the queries, and fails with `error` when set (from page `failingPage` on); `unreadablePerPage` items of
/// each page are reported as skipped instead of served, and each page after the first starts `repeatedPerPage`
/// places early, repeating the previous page's last repositories as GitHub's drifting ranking does. Its detail parts
/// are `detail`'s loaded parts; the parts named in `failingParts` fail with their error, and every part fails with
/// `.repositoryNotFound` without a detail.
final class GithubRepoRepositoryStub: GithubRepoRepositoryType {
    /// A part of a repository's detail.
    enum Part: Hashable {
        case repository, languages, contributors, latestRelease, readme
    }

    private let total: Int
    private let error: RepositoryError?
    private let failingPage: Int
    private let detailValue: RepoDetailState?
    private let failingParts: [Part: RepositoryError]
    private let unreadablePerPage: Int
    private let repeatedPerPage: Int
    private let recorded = Mutex<[RepoSearchQuery]>([])
    private let recordedParts = Mutex<[Part]>([])

    init(
        total: Int = 250, error: RepositoryError? = nil, failingPage: Int = 1, detail: RepoDetailState? = nil,
        failingParts: [Part: RepositoryError] = [:], unreadablePerPage: Int = 0, repeatedPerPage: Int = 0
    ) {
        self.unreadablePerPage = unreadablePerPage
        self.repeatedPerPage = repeatedPerPage
        self.total = total
        self.error = error
        self.failingPage = failingPage
        self.detailValue = detail
        self.failingParts = failingParts
    }

    /// The detail parts asked for, in order.
    var parts: [Part] { recordedParts.withLock { $0 } }

    /// The search queries received, in order.
    var queries: [RepoSearchQuery] { recorded.withLock { $0 } }

    func search(_ query: RepoSearchQuery) async throws(RepositoryError) -> RepoPage {
        recorded.withLock { $0.append(query) }
        if let error, query.page >= failingPage { throw error }
        let shift = query.page > 1 ? min(repeatedPerPage, query.firstResultIndex) : 0
        let start = min(query.firstResultIndex - shift, total)
        let end = min(start + query.perPage, total)
        let skipped = min(unreadablePerPage, end - start)
        let items = (start + skipped..<end).map { CommandFixtures.repository("octo/repo-\($0)", id: 1000 + $0) }
        return RepoPage(
            query: query, items: items, totalCount: total, isIncomplete: false, hasNextLink: end < total,
            rateLimit: nil, skippedItemCount: skipped)
    }

    func repository(_ reference: RepoReference) async throws(RepositoryError) -> GithubRepo {
        try part(.repository, reference) { $0.repository.value }
    }

    func languages(_ reference: RepoReference) async throws(RepositoryError) -> [LanguageShare] {
        try part(.languages, reference) { $0.languages.value ?? [] }
    }

    func contributors(_ reference: RepoReference) async throws(RepositoryError) -> ContributorList {
        try part(.contributors, reference) { $0.contributors.value ?? ContributorList(complete: []) }
    }

    func latestRelease(_ reference: RepoReference) async throws(RepositoryError) -> Release? {
        try part(.latestRelease, reference) { $0.latestRelease.value }
    }

    func readme(_ reference: RepoReference) async throws(RepositoryError) -> Readme? {
        try part(.readme, reference) { $0.readme.value }
    }

    private func part<Value>(
        _ part: Part, _ reference: RepoReference, _ value: (RepoDetailState) -> Value?
    ) throws(RepositoryError) -> Value {
        recordedParts.withLock { $0.append(part) }
        if let failure = failingParts[part] ?? error { throw failure }
        guard let detailValue else { throw .repositoryNotFound(reference) }
        guard let found = value(detailValue) else { throw .notFound(resource: "\(part) of \(reference)") }
        return found
    }
}
