import Domain
import XCTest

@testable import Platform

/// A repository's issues through the real `URLSessionTransport` against the fake GitHub API on 127.0.0.1, which
/// serves `sample-org/tracker` (67 open issues among 137 open items, pull requests mixed in as GitHub mixes them),
/// `sample-org/no-issues` (issues turned off: 410) and `sample-org/quiet` (none).
final class GithubIssueServerTests: FakeGithubServerTestCase {
    private let tracker = RepoReference(owner: "sample-org", name: "tracker")

    private func repository() throws -> GithubIssueRepository {
        GithubIssueRepository(service: try running().service())
    }

    /// Every issue `query` lists, page after page, and the pages read.
    private func allIssues(_ query: IssueQuery) async throws -> (issues: [GithubIssue], pages: [IssuePage]) {
        let repository = try repository()
        let pages = try await LinkedPageWalk.pages(from: query) { try await repository.issues($0) }
        return (pages.flatMap(\.items), pages)
    }

    func test_firstPage_leavesOutThePullRequests_andNamesTheNextAndLastPage() async throws {
        let page = try await repository().issues(try IssueQuery(repository: tracker))
        XCTAssertEqual(page.items.count + page.filteredOutCount, 30)
        XCTAssertEqual(page.items.count, 15)
        XCTAssertFalse(page.items.contains(where: \.isPullRequest))
        XCTAssertEqual(page.nextPage, 2)
        XCTAssertEqual(page.lastPage, 5)
        XCTAssertEqual(page.rateLimit?.resource, "core")
    }

    func test_pagingToTheEnd_readsEveryOpenIssueOnce() async throws {
        let (issues, pages) = try await allIssues(try IssueQuery(repository: tracker))
        XCTAssertEqual(pages.count, 5)
        XCTAssertEqual(issues.count, 67)
        XCTAssertEqual(Set(issues.map(\.number)).count, 67)
        XCTAssertTrue(issues.allSatisfy { $0.state == .open && $0.number % 2 == 1 })
        XCTAssertEqual(pages.map(\.skippedItemCount).reduce(0, +), 0)
        XCTAssertEqual(pages.map(\.filteredOutCount).reduce(0, +), 70)
    }

    func test_issueFromBefore2013_isAPlainIssue() async throws {
        let (issues, _) = try await allIssues(try IssueQuery(repository: tracker, perPage: 100))
        let old = try XCTUnwrap(issues.last)
        XCTAssertEqual(old.number, 1)
        XCTAssertEqual(old.author, "octocat")
    }

    func test_deletedAccount_andBareStringLabel_map() async throws {
        let (issues, _) = try await allIssues(try IssueQuery(repository: tracker, perPage: 100))
        XCTAssertNil(issues.first { $0.number == 13 }?.author)
        XCTAssertEqual(
            issues.first { $0.number == 5 }?.labels,
            [
                IssueLabel(
                    name: "bug", color: "d73a4a", nodeID: "LA_kwDOSample000000", description: "The bug label"),
                IssueLabel(name: "needs triage"),
            ])
        XCTAssertNil(issues.first { $0.number == 5 }?.body)
    }

    func test_labels_listOnlyIssuesCarryingEveryOne() async throws {
        let query = try IssueQuery(repository: tracker, state: .all, labels: ["BUG", "good first issue"])
        let (issues, _) = try await allIssues(query)
        XCTAssertEqual(issues.map(\.number), [165, 55])
    }

    func test_closedByAnAuthor_listsOnlyTheirClosedIssues() async throws {
        let (issues, _) = try await allIssues(
            try IssueQuery(repository: tracker, state: .closed, author: "mona", perPage: 100))
        XCTAssertEqual(issues.count, 33)
        XCTAssertTrue(issues.allSatisfy { $0.author == "mona" && $0.state == .closed && $0.closedAt != nil })
    }

    func test_samePageAgain_isAnsweredNotModified() async throws {
        let repository = try repository()
        let query = try IssueQuery(repository: tracker, page: 2)
        let first = try await repository.issues(query)
        let second = try await repository.issues(query)
        XCTAssertEqual(second.items, first.items)
        XCTAssertEqual(second.nextPage, first.nextPage)
        XCTAssertEqual(second.lastPage, first.lastPage)
        let recorded = try JSONParser.parse(try await running().control("GET", "/_requests"))
        guard case .array(let requests) = recorded, let last = requests.last else { return XCTFail("\(recorded)") }
        XCTAssertEqual(try JSONMap(last).value("status", as: Int.self), 304)
        XCTAssertNotNil(try JSONMap(last).optionalValue("headers.if-none-match", as: String.self))
    }

    func test_issuesTurnedOff_isIssuesDisabled() async throws {
        let repository = try repository()
        let noIssues = RepoReference(owner: "sample-org", name: "no-issues")
        let query = try IssueQuery(repository: noIssues)
        let error = await repositoryError { () async throws(RepositoryError) in try await repository.issues(query) }
        XCTAssertEqual(error, .issuesDisabled(repository: noIssues))
    }

    func test_repositoryWithoutIssues_isOneEmptyPage() async throws {
        let page = try await repository().issues(
            try IssueQuery(repository: RepoReference(owner: "sample-org", name: "quiet")))
        XCTAssertTrue(page.items.isEmpty)
        XCTAssertFalse(page.hasMore)
    }

    func test_missingRepository_isTheRepositoryNotFound() async throws {
        let repository = try repository()
        let query = try IssueQuery(repository: RepoReference(owner: "sample-org", name: "missing"))
        let error = await repositoryError { () async throws(RepositoryError) in try await repository.issues(query) }
        XCTAssertEqual(error, .repositoryNotFound(RepoReference(owner: "sample-org", name: "missing")))
    }
}
