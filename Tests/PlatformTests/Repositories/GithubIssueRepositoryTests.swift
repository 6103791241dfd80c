import Domain
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A repository's issues over a stub transport: the request sent, the pull requests GitHub mixes in left out and
/// counted, `Link` paging, ETag revalidation, and each failure's error.
final class GithubIssueRepositoryTests: XCTestCase {
    private let tracker = RepoReference(owner: "sample-org", name: "tracker")

    private func repository(_ transport: RecordingTransport) throws -> GithubIssueRepository {
        GithubIssueRepository(service: try APIServiceFixtures.service(transport))
    }

    private func page(_ items: [String], headers: [String: String] = [:], query: IssueQuery? = nil) async throws
        -> IssuePage
    {
        let transport = RecordingTransport(status: 200, headers: headers, body: "[\(items.joined(separator: ","))]")
        return try await repository(transport).issues(try query ?? IssueQuery(repository: tracker))
    }

    private func issuesError(status: Int, headers: [String: String] = [:], body: String) async throws
        -> RepositoryError?
    {
        let repository = try repository(RecordingTransport(status: status, headers: headers, body: body))
        let query = try IssueQuery(repository: tracker)
        return await repositoryError { () async throws(RepositoryError) in try await repository.issues(query) }
    }

    func test_request_isAGetOfTheRepositorysIssuesWithGithubsHeaders() async throws {
        let transport = RecordingTransport(status: 200, body: "[]")
        _ = try await repository(transport).issues(try IssueQuery(repository: tracker))
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertEqual(request.url?.path, "/repos/sample-org/tracker/issues")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/vnd.github+json")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-GitHub-Api-Version"), "2022-11-28")
        XCTAssertEqual(request.value(forHTTPHeaderField: "User-Agent"), "RepoBrowser/9.9")
    }

    func test_request_withoutFilters_sendsTheStateAndPageOnly() async throws {
        let transport = RecordingTransport(status: 200, body: "[]")
        _ = try await repository(transport).issues(try IssueQuery(repository: tracker))
        XCTAssertEqual(transport.requests.first?.url?.query, "state=open&per_page=30&page=1")
    }

    func test_request_sendsTheLabelsCommaSeparatedAndTheAuthorAsCreator() async throws {
        let transport = RecordingTransport(status: 200, body: "[]")
        let query = try IssueQuery(
            repository: tracker, state: .closed, labels: ["bug", "good first issue"], author: "mona", perPage: 50,
            page: 2)
        _ = try await repository(transport).issues(query)
        XCTAssertEqual(
            transport.requests.first?.url?.query,
            "state=closed&labels=bug%2Cgood%20first%20issue&creator=mona&per_page=50&page=2")
        let url = try XCTUnwrap(transport.requests.first?.url)
        let labels = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "labels" }
        XCTAssertEqual(labels?.value, "bug,good first issue")
    }

    func test_request_leavesOutAnEmptyAuthorAndEmptyLabels() async throws {
        let transport = RecordingTransport(status: 200, body: "[]")
        let query = try IssueQuery(repository: tracker, state: .all, labels: [""], author: "")
        _ = try await repository(transport).issues(query)
        XCTAssertEqual(transport.requests.first?.url?.query, "state=all&per_page=30&page=1")
    }

    func test_pullRequestsInTheList_areLeftOutAndCounted() async throws {
        let page = try await page([
            APIServiceFixtures.issueJSON(number: 9), APIServiceFixtures.issueJSON(number: 8, isPullRequest: true),
            APIServiceFixtures.issueJSON(number: 7), APIServiceFixtures.issueJSON(number: 6, isPullRequest: true),
        ])
        XCTAssertEqual(page.items.map(\.number), [9, 7])
        XCTAssertEqual(page.filteredOutCount, 2)
        XCTAssertEqual(page.skippedItemCount, 0)
    }

    func test_pageOfNothingButPullRequests_stillLeadsOn() async throws {
        let link = #"<https://api.github.com/repositories/1/issues?page=2>; rel="next""#
        let page = try await page(
            [APIServiceFixtures.issueJSON(number: 8, isPullRequest: true)], headers: ["Link": link])
        XCTAssertTrue(page.items.isEmpty)
        XCTAssertEqual(page.filteredOutCount, 1)
        XCTAssertEqual(page.nextPage, 2)
    }

    func test_linkHeader_givesTheNextAndTheLastPage() async throws {
        let base = "https://api.github.com/repositories/1296269/issues?state=open&per_page=30"
        let link =
            #"<\#(base)&page=1>; rel="prev", <\#(base)&page=3>; rel="next", "#
            + #"<\#(base)&page=5>; rel="last", <\#(base)&page=1>; rel="first""#
        let query = try IssueQuery(repository: tracker, page: 2)
        let page = try await page([APIServiceFixtures.issueJSON(number: 40)], headers: ["Link": link], query: query)
        XCTAssertEqual(page.nextPage, 3)
        XCTAssertEqual(page.lastPage, 5)
        let next = PageAddress(try XCTUnwrap(URL(string: "\(base)&page=3")))
        XCTAssertEqual(page.nextQuery, try IssueQuery(repository: tracker, page: 3, address: next))
    }

    func test_withoutANextLink_isTheLastPage() async throws {
        let page = try await page([APIServiceFixtures.issueJSON(number: 1)])
        XCTAssertFalse(page.hasMore)
        XCTAssertNil(page.nextQuery)
    }

    func test_unreadableItem_isLeftOutAndCountedAsSkipped() async throws {
        let page = try await page([APIServiceFixtures.issueJSON(number: 2), #"{"number": "two"}"#])
        XCTAssertEqual(page.items.map(\.number), [2])
        XCTAssertEqual(page.skippedItemCount, 1)
        XCTAssertEqual(page.filteredOutCount, 0)
    }

    func test_rateLimit_isReadFromTheResponse() async throws {
        let headers = [
            "x-ratelimit-limit": "5000", "x-ratelimit-remaining": "4990", "x-ratelimit-reset": "1700003600",
            "x-ratelimit-resource": "core",
        ]
        let page = try await page([], headers: headers)
        XCTAssertEqual(page.rateLimit?.remaining, 4990)
        XCTAssertEqual(page.rateLimit?.resource, "core")
    }

    func test_samePageAgain_isRevalidatedWithItsETag_andServedFromTheCache() async throws {
        let body = "[\(APIServiceFixtures.issueJSON(number: 3))]"
        let transport = RecordingTransport { request in
            if request.value(forHTTPHeaderField: "If-None-Match") == #""v1""# {
                return (Data(), try RecordingTransport.response(for: request, status: 304))
            }
            let headers = ["ETag": #""v1""#, "Link": #"<https://api.github.com/x?page=2>; rel="next""#]
            return (Data(body.utf8), try RecordingTransport.response(for: request, status: 200, headers: headers))
        }
        let repository = try repository(transport)
        let query = try IssueQuery(repository: tracker)
        let first = try await repository.issues(query)
        let second = try await repository.issues(query)
        XCTAssertEqual(transport.requests.last?.value(forHTTPHeaderField: "If-None-Match"), #""v1""#)
        XCTAssertEqual(second, first)
        XCTAssertEqual(second.nextPage, 2)
    }

    func test_issuesTurnedOff_410_isIssuesDisabledForTheRepository() async throws {
        let body = """
            {"message": "Issues are disabled for this repo",
             "documentation_url": "https://docs.github.com/rest/issues/issues#list-repository-issues", "status": "410"}
            """
        let error = try await issuesError(status: 410, body: body)
        XCTAssertEqual(error, .issuesDisabled(repository: tracker))
    }

    func test_410ForARetiredAPIVersion_isNotBlamedOnTheRepository() async throws {
        let error = try await issuesError(
            status: 410, body: #"{"message": "This API version is no longer supported", "status": "410"}"#)
        XCTAssertEqual(error, .serverError(status: 410))
    }

    func test_410FromAnotherCall_isStillAServerError() async throws {
        let service = try APIServiceFixtures.service(
            RecordingTransport(status: 410, body: #"{"message": "Issues are disabled for this repo"}"#))
        let error = await repositoryError { () async throws(RepositoryError) in
            try await service.send(.repository(self.tracker))
        }
        XCTAssertEqual(error, .serverError(status: 410))
    }

    func test_404_isTheRepositoryNotFound() async throws {
        let error = try await issuesError(status: 404, body: #"{"message": "Not Found"}"#)
        XCTAssertEqual(error, .repositoryNotFound(tracker))
    }

    func test_exhaustedQuota_isRateLimitedUntilTheReset() async throws {
        let error = try await issuesError(
            status: 403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000600"],
            body: #"{"message": "API rate limit exceeded"}"#)
        XCTAssertEqual(
            error, .rateLimited(resetAt: Date(timeIntervalSince1970: 1_700_000_600), tokenWouldRaiseLimit: true))
    }

    func test_bodyThatIsNotAnArray_isABadResponse() async throws {
        let error = try await issuesError(status: 200, body: #"{"message": "surprise"}"#)
        XCTAssertEqual(error, .badResponse(reason: "expected array but found object", keyPath: "(root)"))
    }
}
