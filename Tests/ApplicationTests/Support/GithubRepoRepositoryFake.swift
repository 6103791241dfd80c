import Domain
import Foundation
import Synchronization

/// A repository that records every call and answers with fixtures, or fails, or waits until its Task is
/// cancelled (reporting the start and the cancellation through the callbacks).
final class GithubRepoRepositoryFake: GithubRepoRepositoryType {
    enum Call: Hashable {
        case search(RepoSearchQuery)
        case repository(RepoReference)
        case languages(RepoReference)
        case contributors(RepoReference)
        case latestRelease(RepoReference)
        case readme(RepoReference)
    }

    /// How the fake answers.
    enum Behaviour {
        case answer
        case fail(RepositoryError)
        case failOnly(@Sendable (Call) -> RepositoryError?)
        case waitUntilCancelled(started: @Sendable () -> Void, cancelled: @Sendable () -> Void)
    }

    private let behaviour: Behaviour
    private let recorded = Mutex<[Call]>([])

    init(behaviour: Behaviour = .answer) {
        self.behaviour = behaviour
    }

    /// The calls made, in order.
    var calls: [Call] { recorded.withLock { $0 } }

    func search(_ query: RepoSearchQuery) async throws(RepositoryError) -> RepoPage {
        try await answer(.search(query)) { RepoPage.fixture(query, ids: [1, 2]) }
    }

    func repository(_ reference: RepoReference) async throws(RepositoryError) -> GithubRepo {
        try await answer(.repository(reference)) { GithubRepo.fixture(id: 1, subscriberCount: 7) }
    }

    func languages(_ reference: RepoReference) async throws(RepositoryError) -> [LanguageShare] {
        try await answer(.languages(reference)) { [LanguageShare(name: "Swift", byteCount: 10, fraction: 1)] }
    }

    func contributors(_ reference: RepoReference) async throws(RepositoryError) -> ContributorList {
        try await answer(.contributors(reference)) {
            ContributorList(complete: [Contributor(login: "octocat", contributionCount: 3, htmlURL: nil)])
        }
    }

    func latestRelease(_ reference: RepoReference) async throws(RepositoryError) -> Release? {
        try await answer(.latestRelease(reference)) {
            Release(tagName: "v1.0.0", name: nil, publishedAt: nil, htmlURL: nil)
        }
    }

    func readme(_ reference: RepoReference) async throws(RepositoryError) -> Readme? {
        try await answer(.readme(reference)) { Readme(name: "README.md", text: "# repo1") }
    }

    private func answer<Value>(_ call: Call, _ value: () -> Value) async throws(RepositoryError) -> Value {
        recorded.withLock { $0.append(call) }
        switch behaviour {
        case .answer:
            return value()
        case .fail(let error):
            throw error
        case .failOnly(let failure):
            if let error = failure(call) { throw error }
            return value()
        case .waitUntilCancelled(let started, let cancelled):
            started()
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(10))
            }
            cancelled()
            throw .cancelled
        }
    }
}
