import Domain
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Lists as older servers and sparse answers send them (`Fixtures/pulls-older-server.json`: a GitHub Enterprise
/// Server's pull requests without `labels`, `draft` or `assignees`; `Fixtures/issues-sparse.json`: nulls wherever
/// GitHub allows them, and two items without their number or title): every item that can be identified is listed
/// with what it lacks read as absent, and the others are left out and counted.
final class OlderServerListTests: XCTestCase {
    private let tracker = RepoReference(owner: "sample-org", name: "tracker")

    private func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    private func pullRequests(_ body: String, query: PullRequestQuery? = nil) async throws -> PullRequestPage {
        let service = try APIServiceFixtures.service(RecordingTransport(status: 200, body: body))
        return try await GithubPullRequestRepository(service: service).pullRequests(
            try query ?? PullRequestQuery(repository: tracker, state: .all))
    }

    private func issues(_ body: String) async throws -> IssuePage {
        let service = try APIServiceFixtures.service(RecordingTransport(status: 200, body: body))
        return try await GithubIssueRepository(service: service).issues(try IssueQuery(repository: tracker))
    }

    func test_olderServersPullRequests_withoutLabelsOrDraft_areListed() async throws {
        let page = try await pullRequests(try fixture("pulls-older-server.json"))
        XCTAssertEqual(page.items.map(\.number), [42, 41])
        XCTAssertEqual(page.skippedItemCount, 0)
    }

    func test_olderServersPullRequest_labelsAndDraftAreUnknown_notNoneAndFalse() async throws {
        let page = try await pullRequests(try fixture("pulls-older-server.json"))
        let pullRequest = try XCTUnwrap(page.items.first)
        XCTAssertNil(pullRequest.labels)
        XCTAssertNil(pullRequest.isDraft)
        XCTAssertEqual(pullRequest.status, .open)
        XCTAssertEqual(pullRequest.headLabel, "link-header")
        XCTAssertEqual(pullRequest.baseRefName, "master")
    }

    func test_olderServersMergedPullRequest_fromAFork_byADeletedAccount() async throws {
        let page = try await pullRequests(try fixture("pulls-older-server.json"))
        let pullRequest = try XCTUnwrap(page.items.last)
        XCTAssertEqual(pullRequest.status, .merged)
        XCTAssertEqual(pullRequest.headLabel, "hubot:cleanup")
        XCTAssertNil(pullRequest.author)
    }

    func test_labelFilter_leavesOutPullRequestsWhoseLabelsWereNotSent() async throws {
        let query = try PullRequestQuery(repository: tracker, state: .all, labels: ["bug"])
        let page = try await pullRequests(try fixture("pulls-older-server.json"), query: query)
        XCTAssertEqual(page.items, [])
        XCTAssertEqual(page.filteredOutCount, 2)
    }

    func test_sparseIssues_areListed_andTheUnidentifiableOnesLeftOutAndCounted() async throws {
        let page = try await issues(try fixture("issues-sparse.json"))
        XCTAssertEqual(page.items.map(\.number), [30, 29])
        XCTAssertEqual(page.skippedItemCount, 2)
    }

    func test_issueWithNullsEverywhereAllowed_hasEachOfThemAbsent() async throws {
        let page = try await issues(try fixture("issues-sparse.json"))
        let issue = try XCTUnwrap(page.items.last)
        XCTAssertEqual(
            issue,
            GithubIssue(
                number: 29, title: "Only what identifies it", state: nil, author: nil, labels: nil, commentCount: nil,
                createdAt: nil, updatedAt: nil, closedAt: nil, htmlURL: nil, body: nil))
    }

    func test_issueWithoutLabels_fromAnOlderServer_hasThemUnknown_andItsCountOfNoComments() async throws {
        let page = try await issues(try fixture("issues-sparse.json"))
        let issue = try XCTUnwrap(page.items.first)
        XCTAssertNil(issue.labels)
        XCTAssertNil(issue.author)
        XCTAssertEqual(issue.commentCount, 0)
        XCTAssertEqual(issue.state, .open)
    }

    func test_pageOfOnlyUnidentifiableItems_isABadResponse() async throws {
        let service = try APIServiceFixtures.service(
            RecordingTransport(status: 200, body: #"[{"title": "no number"}, {"number": 3}]"#))
        let repository = GithubIssueRepository(service: service)
        let query = try IssueQuery(repository: tracker)
        let error = await repositoryError { () async throws(RepositoryError) in _ = try await repository.issues(query) }
        XCTAssertEqual(error, .badResponse(reason: "missing integer", keyPath: "[0].number"))
    }

    func test_starredRepositoryFromAnOlderServer_isListed_andOneWithoutAFullNameLeftOutAndCounted() async throws {
        let older = """
            {"name": "legacy", "full_name": "sample-org/legacy", "owner": null,
             "html_url": "https://ghe.example.com/sample-org/legacy", "description": null, "stargazers_count": 3,
             "watchers_count": 3, "forks_count": 0, "open_issues_count": 1}
            """
        let nameless = #"{"id": 9, "name": "x", "html_url": "https://ghe.example.com/x", "stargazers_count": 1}"#
        let service = try APIServiceFixtures.service(
            RecordingTransport(status: 200, body: "[\(older), \(nameless)]"), token: APIServiceFixtures.token)
        let page = try await GithubStarringRepository(service: service).starred(try StarredQuery())
        XCTAssertEqual(page.items.map(\.fullName), ["sample-org/legacy"])
        XCTAssertEqual(page.skippedItemCount, 1)
        let repository = try XCTUnwrap(page.items.first)
        XCTAssertNil(repository.id)
        XCTAssertNil(repository.isFork)
        XCTAssertNil(repository.createdAt)
        XCTAssertNil(repository.updatedAt)
        XCTAssertEqual(repository.owner.login, "sample-org")
    }

    func test_searchItemWithoutItsName_takesItFromTheFullName() async throws {
        let item = """
            {"full_name": "sample-org/renamed", "html_url": "https://github.com/sample-org/renamed",
             "stargazers_count": 3, "watchers_count": 3, "forks_count": 0, "open_issues_count": 0}
            """
        let body = #"{"total_count": 1, "items": [\#(item)]}"#
        let service = try APIServiceFixtures.service(RecordingTransport(status: 200, body: body))
        let page = try await GithubRepoRepository(service: service).search(try RepoSearchQuery(text: "renamed"))
        XCTAssertEqual(page.items.first?.reference, RepoReference(owner: "sample-org", name: "renamed"))
        XCTAssertEqual(page.skippedItemCount, 0)
    }
}
