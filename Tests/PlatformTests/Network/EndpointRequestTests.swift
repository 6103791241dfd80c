import Domain
import XCTest

@testable import Platform

final class EndpointRequestTests: XCTestCase {
    private let reference = RepoReference(owner: "sample-org", name: "demo")

    private func url(_ endpoint: Endpoint, baseURL: String = "https://api.github.com") throws -> String {
        let service = try APIServiceFixtures.service(RecordingTransport(status: 200), baseURL: baseURL)
        return try XCTUnwrap(try service.makeRequest(for: endpoint).url?.absoluteString)
    }

    func test_everyEndpoint_hasGithubsPath() throws {
        XCTAssertEqual(try url(.repository(reference)), "https://api.github.com/repos/sample-org/demo")
        XCTAssertEqual(try url(.languages(reference)), "https://api.github.com/repos/sample-org/demo/languages")
        XCTAssertEqual(
            try url(.contributors(reference, perPage: 10)),
            "https://api.github.com/repos/sample-org/demo/contributors?per_page=10")
        XCTAssertEqual(try url(.readme(reference)), "https://api.github.com/repos/sample-org/demo/readme")
        XCTAssertEqual(
            try url(.latestRelease(reference)), "https://api.github.com/repos/sample-org/demo/releases/latest")
        XCTAssertEqual(try url(.authenticatedUser), "https://api.github.com/user")
        XCTAssertEqual(try url(.rateLimit), "https://api.github.com/rate_limit")
    }

    func test_conversationEndpoints_haveGithubsPaths_andPageAHundredAtATime() throws {
        let item = ConversationReference(repository: reference, number: 12)
        XCTAssertEqual(try url(.issue(item)), "https://api.github.com/repos/sample-org/demo/issues/12")
        XCTAssertEqual(try url(.pullRequest(item)), "https://api.github.com/repos/sample-org/demo/pulls/12")
        XCTAssertEqual(
            try url(.issueComments(try IssueCommentQuery(conversation: item, page: 2))),
            "https://api.github.com/repos/sample-org/demo/issues/12/comments?per_page=100&page=2")
        XCTAssertEqual(
            try url(.pullRequestReviews(try ReviewQuery(pullRequest: item))),
            "https://api.github.com/repos/sample-org/demo/pulls/12/reviews?per_page=100&page=1")
    }

    func test_search_bestMatch_omitsSortAndOrder() throws {
        let query = try RepoSearchQuery(text: "swift", sort: .bestMatch, order: .ascending, perPage: 30, page: 2)
        XCTAssertEqual(try url(.search(query)), "https://api.github.com/search/repositories?q=swift&per_page=30&page=2")
    }

    func test_search_withSort_sendsSortAndOrder() throws {
        let query = try RepoSearchQuery(text: "swift", sort: .stars, order: .ascending, perPage: 10, page: 1)
        XCTAssertEqual(
            try url(.search(query)),
            "https://api.github.com/search/repositories?q=swift&sort=stars&order=asc&per_page=10&page=1")
    }

    func test_search_percentEncodesReservedAndNonASCII() throws {
        let query = try RepoSearchQuery(text: #"c++ language:"objective c" stars:>10 a&b=c#d é"#)
        let text = try url(.search(query))
        XCTAssertTrue(
            text.contains("q=c%2B%2B%20language%3A%22objective%20c%22%20stars%3A%3E10%20a%26b%3Dc%23d%20%C3%A9&"), text)
        let components = try XCTUnwrap(URLComponents(string: text))
        XCTAssertEqual(components.queryItems?.first?.value, #"c++ language:"objective c" stars:>10 a&b=c#d é"#)
    }

    func test_pathSegments_arePercentEncoded() throws {
        let odd = RepoReference(owner: "we ird", name: "a/b?c#d")
        XCTAssertEqual(try url(.repository(odd)), "https://api.github.com/repos/we%20ird/a%2Fb%3Fc%23d")
    }

    func test_enterpriseBasePath_isKept() throws {
        XCTAssertEqual(
            try url(.repository(reference), baseURL: "https://ghe.example.com/api/v3/"),
            "https://ghe.example.com/api/v3/repos/sample-org/demo")
    }

    func test_headers_onEveryRequest() throws {
        let service = try APIServiceFixtures.service(RecordingTransport(status: 200))
        for endpoint in [Endpoint.repository(reference), .rateLimit, .search(try RepoSearchQuery())] {
            let request = try service.makeRequest(for: endpoint)
            XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/vnd.github+json")
            XCTAssertEqual(request.value(forHTTPHeaderField: "X-GitHub-Api-Version"), "2022-11-28")
            XCTAssertEqual(request.value(forHTTPHeaderField: "User-Agent"), "RepoBrowser/9.9")
            XCTAssertEqual(request.httpMethod, "GET")
            XCTAssertEqual(request.timeoutInterval, 30)
            XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
        }
    }

    func test_readme_asksForTheJSONForm_andRawReadmeForRawText() throws {
        let service = try APIServiceFixtures.service(RecordingTransport(status: 200))
        let json = try service.makeRequest(for: .readme(reference))
        let raw = try service.makeRequest(for: .rawReadme(reference))
        XCTAssertEqual(json.value(forHTTPHeaderField: "Accept"), "application/vnd.github+json")
        XCTAssertEqual(raw.value(forHTTPHeaderField: "Accept"), "application/vnd.github.raw+json")
        XCTAssertEqual(raw.url, json.url)
    }

    func test_token_isSentAsBearerToTheAPIHost() throws {
        let service = try APIServiceFixtures.service(RecordingTransport(status: 200), token: APIServiceFixtures.token)
        let request = try service.makeRequest(for: .repository(reference))
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer \(APIServiceFixtures.token)")
    }
}
