import Foundation
import XCTest

/// Failures from the network or GitHub: one sentence on standard error, exit status 1, nothing on standard output.
final class ErrorExitTests: EndToEndTestCase {
    func test_rateLimited_explainsTheResetAndTheToken() throws {
        let result = try runAgainstAPI(["search", "quota", "_ratelimit:exhausted"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertTrue(result.errorText.contains("rate limit is used up until"), result.errorText)
        XCTAssertTrue(result.errorText.contains("GITHUB_TOKEN"), result.errorText)
    }

    func test_rateLimitedWithToken_doesNotSuggestAToken() throws {
        let result = try runAgainstAPI(
            ["search", "quota", "_ratelimit:exhausted"], environment: ["GITHUB_TOKEN": "ghp_e2eRateLimitToken"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("rate limit is used up until"), result.errorText)
        XCTAssertFalse(result.errorText.contains("ghp_e2eRateLimitToken"))
    }

    func test_invalidQuery_showsGithubsMessageSanitised() throws {
        let body: [String: Any] = [
            "message": "Validation Failed \u{1b}]0;pwned\u{07}",
            "errors": [["resource": "Search", "field": "q", "code": "invalid", "message": "The query is too long"]],
            "status": "422",
        ]
        try api.addRoutes([
            FixtureRoutes.answer(path: "/search/repositories", query: "rejected", status: 422, json: body)
        ])

        let result = try runAgainstAPI(["search", "rejected"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertTrue(result.errorText.contains("GitHub cannot run this search"), result.errorText)
        XCTAssertTrue(result.errorText.contains("Validation Failed"), result.errorText)
        XCTAssertFalse(result.error.contains(0x1B), "GitHub's text is sanitised")
        XCTAssertFalse(result.error.contains(0x07), "GitHub's text is sanitised")
    }

    func test_serverError_exitsWithOne() throws {
        let result = try runAgainstAPI(["search", "broken", "_status:502"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertTrue(result.errorText.contains("status 502"), result.errorText)
    }

    func test_malformedJSON_isABadResponse() throws {
        let result = try runAgainstAPI(["search", "garbled", "_body:malformed"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertTrue(result.errorText.contains("could not be read"), result.errorText)
    }

    func test_htmlInsteadOfJSON_isABadResponse() throws {
        let result = try runAgainstAPI(["search", "unicorn", "_body:html"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("could not be read"), result.errorText)
    }

    func test_failureOnALaterPage_printsThePagesReceived_thenSaysWhyAndFails() throws {
        try api.addRoutes([
            [
                "method": "GET", "path": "/search/repositories", "query": ["q": "later", "page": "2"], "status": 500,
                "json": ["message": "Server Error"],
            ]
        ])

        let result = try runAgainstAPI(["search", "later", "--limit", "20", "--per-page", "10"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.outputText.split(separator: "\n").count, 10, "the first page, as received")
        XCTAssertTrue(result.errorText.contains("status 500"), result.errorText)
        XCTAssertEqual(try requests(to: "/search/repositories").count, 2)
    }

    func test_pageWithNoReadableItem_endsTheSearchAtTheFirstPage() throws {
        let unreadable = FixtureRoutes.repository(
            fullName: "sample-org/typed", overrides: ["stargazers_count": "many", "forks_count": [1]])
        try api.addRoutes([
            [
                "method": "GET", "path": "/search/repositories", "query": ["q": "typed"],
                "json": [
                    "total_count": 1020, "incomplete_results": false,
                    "items": Array(repeating: unreadable, count: 30),
                ],
            ]
        ])

        let result = try runAgainstAPI(["search", "typed", "--limit", "30"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertTrue(result.errorText.contains("could not be read"), result.errorText)
        XCTAssertTrue(result.errorText.contains("items[0].stargazers_count"), result.errorText)
        XCTAssertEqual(try requests(to: "/search/repositories").count, 1)
    }

    func test_unreachableHost_namesItAndSuggestsOffline() throws {
        let result = binary.run(["--api-url", "http://127.0.0.1:1", "search", "swift"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertTrue(result.errorText.contains("127.0.0.1"), result.errorText)
        XCTAssertTrue(result.errorText.contains("--offline"), result.errorText)
    }

    func test_unknownHost_namesTheDNSFailureAndSuggestsOffline() throws {
        let result = binary.run(["--api-url", "http://no-such-host.invalid", "search", "swift"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("DNS lookup failed"), result.errorText)
        XCTAssertTrue(result.errorText.contains("--offline"), result.errorText)
    }

    func test_malformedStatusLine_isAnAnswer_notAnUnreachableHost() throws {
        let result = try runAgainstAPI(["search", "x", "_hostile:bad-status"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("not with a valid HTTP response"), result.errorText)
        XCTAssertFalse(result.errorText.contains("Cannot reach"), result.errorText)
    }

    func test_searchNotFound_saysTheServerHasNoSearch_notThatARepositoryMoved() throws {
        let result = try runAgainstAPI(["search", "x", "_status:404"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("does not serve search results (status 404)"), result.errorText)
        XCTAssertFalse(result.errorText.contains("renamed"), result.errorText)
    }

    func test_invalidGithubAPIURL_isAConfigurationError() throws {
        let result = binary.run(["search", "swift"], environment: ["GITHUB_API_URL": "ftp://example.invalid"])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertTrue(result.errorText.contains("invalid API URL"), result.errorText)
    }
}
