import Domain
import XCTest

@testable import Platform

/// A repository's pull requests through the real `URLSessionTransport` against the fake GitHub API on 127.0.0.1,
/// whose `sample-org/tracker` has 100 (70 open, 10 of them drafts; 20 merged; 10 closed unmerged), some from forks,
/// one from a fork since deleted, some into `release-1.x`.
final class GithubPullRequestServerTests: FakeGithubServerTestCase {
    private let tracker = RepoReference(owner: "sample-org", name: "tracker")

    /// Every pull request `query` keeps, page after page, and the pages read.
    private func allPullRequests(_ query: PullRequestQuery) async throws -> (
        pullRequests: [GithubPullRequest], pages: [PullRequestPage]
    ) {
        let repository = GithubPullRequestRepository(service: try running().service())
        let pages = try await LinkedPageWalk.pages(from: query) { try await repository.pullRequests($0) }
        return (pages.flatMap(\.items), pages)
    }

    func test_open_pagesThroughEveryOpenPullRequest_draftsIncluded() async throws {
        let (pullRequests, pages) = try await allPullRequests(try PullRequestQuery(repository: tracker))
        XCTAssertEqual(pages.map(\.items.count), [30, 30, 10])
        XCTAssertEqual(pages.first?.lastPage, 3)
        XCTAssertEqual(pages.first?.rateLimit?.resource, "core")
        XCTAssertEqual(Set(pullRequests.map(\.number)).count, 70)
        XCTAssertEqual(pullRequests.filter { $0.status == .draft }.count, 10)
        XCTAssertTrue(pullRequests.allSatisfy { $0.state == .open })
    }

    func test_merged_keepsOnlyTheMerged_andCountsTheRest() async throws {
        let (pullRequests, pages) = try await allPullRequests(
            try PullRequestQuery(repository: tracker, state: .merged))
        XCTAssertEqual(pullRequests.count, 20)
        XCTAssertTrue(pullRequests.allSatisfy { $0.status == .merged })
        XCTAssertEqual(pages.map(\.filteredOutCount).reduce(0, +), 10)
    }

    func test_labels_keepThoseCarryingEveryLabel() async throws {
        let (pullRequests, _) = try await allPullRequests(
            try PullRequestQuery(repository: tracker, state: .all, labels: ["BUG", "enhancement"], perPage: 100))
        XCTAssertEqual(pullRequests.map(\.number), [180, 150, 120, 90, 60, 30])
    }

    func test_base_listsOnlyThoseIntoThatBranch() async throws {
        let (pullRequests, _) = try await allPullRequests(
            try PullRequestQuery(repository: tracker, state: .all, base: "release-1.x"))
        XCTAssertEqual(pullRequests.count, 16)
        XCTAssertTrue(pullRequests.allSatisfy { $0.baseRefName == "release-1.x" })
    }

    func test_forks_areNamedByTheirOwner_evenOnceDeleted() async throws {
        let (pullRequests, _) = try await allPullRequests(
            try PullRequestQuery(repository: tracker, state: .all, perPage: 100))
        XCTAssertEqual(pullRequests.first { $0.number == 18 }?.headLabel, "mona:topic-9")
        XCTAssertEqual(pullRequests.first { $0.number == 22 }?.headLabel, "drive-by:topic-11")
        XCTAssertEqual(pullRequests.first { $0.number == 20 }?.headLabel, "topic-10")
        XCTAssertNil(pullRequests.first { $0.number == 34 }?.author)
    }

    func test_repositoryWithIssuesTurnedOff_stillListsItsPullRequests() async throws {
        let (pullRequests, pages) = try await allPullRequests(
            try PullRequestQuery(repository: RepoReference(owner: "sample-org", name: "no-issues")))
        XCTAssertTrue(pullRequests.isEmpty)
        XCTAssertEqual(pages.count, 1)
    }
}
