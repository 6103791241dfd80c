import Domain
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A repository's pull requests over a stub transport: the request sent, the merged ones and the labels picked out
/// here (GitHub's list filters by neither), `Link` paging, and each failure's error.
final class GithubPullRequestRepositoryTests: XCTestCase {
    private let tracker = RepoReference(owner: "sample-org", name: "tracker")

    private func repository(_ transport: RecordingTransport) throws -> GithubPullRequestRepository {
        GithubPullRequestRepository(service: try APIServiceFixtures.service(transport))
    }

    private func page(_ items: [String], headers: [String: String] = [:], query: PullRequestQuery) async throws
        -> PullRequestPage
    {
        let transport = RecordingTransport(status: 200, headers: headers, body: "[\(items.joined(separator: ","))]")
        return try await repository(transport).pullRequests(query)
    }

    private func requestedQuery(_ query: PullRequestQuery) async throws -> String? {
        let transport = RecordingTransport(status: 200, body: "[]")
        _ = try await repository(transport).pullRequests(query)
        XCTAssertEqual(transport.requests.first?.httpMethod, "GET")
        XCTAssertEqual(transport.requests.first?.url?.path, "/repos/sample-org/tracker/pulls")
        return transport.requests.first?.url?.query
    }

    func test_request_isAGetOfTheRepositorysPullsWithTheStateAndPage() async throws {
        let query = try await requestedQuery(try PullRequestQuery(repository: tracker))
        XCTAssertEqual(query, "state=open&per_page=30&page=1")
    }

    func test_request_forMerged_asksForTheClosedOnes() async throws {
        let query = try await requestedQuery(try PullRequestQuery(repository: tracker, state: .merged))
        XCTAssertEqual(query, "state=closed&per_page=30&page=1")
    }

    func test_request_sendsTheBaseBranch_andNeverTheLabels() async throws {
        let query = try await requestedQuery(
            try PullRequestQuery(
                repository: tracker, state: .all, base: "release-1.x", labels: ["bug"], perPage: 100, page: 3))
        XCTAssertEqual(query, "state=all&base=release-1.x&per_page=100&page=3")
    }

    func test_request_leavesOutAnEmptyBase() async throws {
        let query = try await requestedQuery(try PullRequestQuery(repository: tracker, base: ""))
        XCTAssertEqual(query, "state=open&per_page=30&page=1")
    }

    func test_request_carriesGithubsHeaders() async throws {
        let transport = RecordingTransport(status: 200, body: "[]")
        _ = try await repository(transport).pullRequests(try PullRequestQuery(repository: tracker))
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/vnd.github+json")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-GitHub-Api-Version"), "2022-11-28")
        XCTAssertEqual(request.value(forHTTPHeaderField: "User-Agent"), "RepoBrowser/9.9")
    }

    func test_open_keepsEveryPullRequestGithubListed() async throws {
        let page = try await page(
            [APIServiceFixtures.pullRequestJSON(number: 5), APIServiceFixtures.pullRequestJSON(number: 4)],
            query: try PullRequestQuery(repository: tracker))
        XCTAssertEqual(page.items.map(\.number), [5, 4])
        XCTAssertEqual(page.filteredOutCount, 0)
    }

    func test_merged_keepsTheMergedOnes_andCountsTheClosedUnmergedAsFilteredOut() async throws {
        let page = try await page(
            [
                APIServiceFixtures.pullRequestJSON(number: 9, mergedAt: "2024-02-01T00:00:00Z"),
                APIServiceFixtures.pullRequestJSON(number: 8, isClosed: true),
                APIServiceFixtures.pullRequestJSON(number: 7, mergedAt: "2024-01-20T00:00:00Z"),
            ], query: try PullRequestQuery(repository: tracker, state: .merged))
        XCTAssertEqual(page.items.map(\.number), [9, 7])
        XCTAssertEqual(page.filteredOutCount, 1)
    }

    func test_closed_keepsTheMergedOnesToo() async throws {
        let page = try await page(
            [
                APIServiceFixtures.pullRequestJSON(number: 9, mergedAt: "2024-02-01T00:00:00Z"),
                APIServiceFixtures.pullRequestJSON(number: 8, isClosed: true),
            ], query: try PullRequestQuery(repository: tracker, state: .closed))
        XCTAssertEqual(page.items.map(\.number), [9, 8])
    }

    func test_labels_keepThoseCarryingEveryLabel_ignoringCase() async throws {
        let page = try await page(
            [
                APIServiceFixtures.pullRequestJSON(number: 6, labels: ["Bug", "UI"]),
                APIServiceFixtures.pullRequestJSON(number: 5, labels: ["bug"]),
                APIServiceFixtures.pullRequestJSON(number: 4, labels: ["ui", "BUG", "enhancement"]),
                APIServiceFixtures.pullRequestJSON(number: 3),
            ], query: try PullRequestQuery(repository: tracker, labels: ["bug", "ui"]))
        XCTAssertEqual(page.items.map(\.number), [6, 4])
        XCTAssertEqual(page.filteredOutCount, 2)
    }

    func test_author_keepsThoseOpenedByTheLogin_ignoringCase() async throws {
        let page = try await page(
            [
                APIServiceFixtures.pullRequestJSON(number: 6, author: "Mona"),
                APIServiceFixtures.pullRequestJSON(number: 5, author: "hubot"),
                APIServiceFixtures.pullRequestJSON(number: 4, author: "mona"),
            ], query: try PullRequestQuery(repository: tracker, author: "MONA"))
        XCTAssertEqual(page.items.map(\.number), [6, 4])
        XCTAssertEqual(page.filteredOutCount, 1)
    }

    func test_pageWhoseEveryItemIsFilteredOut_stillLeadsOn() async throws {
        let link = #"<https://api.github.com/repositories/1/pulls?state=closed&page=2>; rel="next""#
        let page = try await page(
            [APIServiceFixtures.pullRequestJSON(number: 8, isClosed: true)], headers: ["Link": link],
            query: try PullRequestQuery(repository: tracker, state: .merged))
        XCTAssertTrue(page.items.isEmpty)
        let next = PageAddress(
            try XCTUnwrap(URL(string: "https://api.github.com/repositories/1/pulls?state=closed&page=2")))
        XCTAssertEqual(
            page.nextQuery, try PullRequestQuery(repository: tracker, state: .merged, page: 2, address: next))
    }

    func test_linkHeader_givesTheNextAndTheLastPage() async throws {
        let base = "https://api.github.com/repositories/1296269/pulls?state=all&per_page=30"
        let link = #"<\#(base)&page=2>; rel="next", <\#(base)&page=4>; rel="last""#
        let page = try await page(
            [APIServiceFixtures.pullRequestJSON(number: 1)], headers: ["Link": link],
            query: try PullRequestQuery(repository: tracker, state: .all))
        XCTAssertEqual(page.nextPage, 2)
        XCTAssertEqual(page.lastPage, 4)
    }

    func test_withoutANextLink_isTheLastPage() async throws {
        let page = try await page(
            [APIServiceFixtures.pullRequestJSON(number: 1)], query: try PullRequestQuery(repository: tracker))
        XCTAssertFalse(page.hasMore)
    }

    func test_unreadableItem_isLeftOutAndCountedAsSkipped() async throws {
        let page = try await page(
            [APIServiceFixtures.pullRequestJSON(number: 2), #"{"number": 1, "head": "gone"}"#],
            query: try PullRequestQuery(repository: tracker))
        XCTAssertEqual(page.items.map(\.number), [2])
        XCTAssertEqual(page.skippedItemCount, 1)
    }

    func test_rateLimit_isReadFromTheResponse() async throws {
        let headers = ["x-ratelimit-limit": "60", "x-ratelimit-remaining": "59", "x-ratelimit-reset": "1700003600"]
        let page = try await page([], headers: headers, query: try PullRequestQuery(repository: tracker))
        XCTAssertEqual(page.rateLimit?.remaining, 59)
    }

    func test_404_isTheRepositoryNotFound() async throws {
        let repository = try repository(RecordingTransport(status: 404, body: #"{"message": "Not Found"}"#))
        let query = try PullRequestQuery(repository: tracker)
        let error = await repositoryError { () async throws(RepositoryError) in try await repository.pullRequests(query)
        }
        XCTAssertEqual(error, .repositoryNotFound(tracker))
    }

    func test_410_isNotAboutIssues() async throws {
        let repository = try repository(
            RecordingTransport(status: 410, body: #"{"message": "Issues are disabled for this repo"}"#))
        let query = try PullRequestQuery(repository: tracker)
        let error = await repositoryError { () async throws(RepositoryError) in try await repository.pullRequests(query)
        }
        XCTAssertEqual(error, .serverError(status: 410))
    }
}
