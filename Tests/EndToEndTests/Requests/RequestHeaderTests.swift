import Foundation
import XCTest

/// What the binary sends: GitHub's headers, and the token only when one is set, never echoed.
final class RequestHeaderTests: EndToEndTestCase {
    func test_anonymousRequest_carriesGithubHeadersAndNoAuthorization() throws {
        let result = try runAgainstAPI(["search", "headers", "--limit", "1"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let request = try XCTUnwrap(try requests(to: "/search/repositories").first)
        XCTAssertEqual(request.headers["user-agent"], "RepoBrowser/1.0.0")
        XCTAssertEqual(request.headers["x-github-api-version"], "2022-11-28")
        XCTAssertEqual(request.headers["accept"], "application/vnd.github+json")
        XCTAssertNil(request.headers["authorization"])
    }

    func test_githubToken_isSentAsBearerAndNeverPrinted() throws {
        let token = "ghp_e2eSecretToken0123456789"
        let result = try runAgainstAPI(["search", "token", "--limit", "2"], environment: ["GITHUB_TOKEN": token])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(try requests(to: "/search/repositories").first?.headers["authorization"], "Bearer \(token)")
        XCTAssertFalse(result.outputText.contains(token))
        XCTAssertFalse(result.errorText.contains(token))
    }

    func test_ghToken_winsOverGithubToken() throws {
        let result = try runAgainstAPI(
            ["show", "sample-org/token"], environment: ["GH_TOKEN": "gh-first", "GITHUB_TOKEN": "github-second"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let headers = try requests(to: "/repos/").map { $0.headers["authorization"] }
        XCTAssertFalse(headers.isEmpty)
        XCTAssertTrue(headers.allSatisfy { $0 == "Bearer gh-first" }, "\(headers)")
    }

    func test_tokenNeverAppearsInErrors() throws {
        let token = "ghp_e2eErrorToken9876543210"
        let failures = [
            try runAgainstAPI(["search", "x", "_status:500"], environment: ["GH_TOKEN": token]),
            try runAgainstAPI(["show", "sample-org/missing"], environment: ["GH_TOKEN": token]),
            binary.run(["--api-url", "http://127.0.0.1:1", "search", "x"], environment: ["GH_TOKEN": token]),
        ]

        for result in failures {
            XCTAssertEqual(result.status, 1)
            XCTAssertFalse(result.outputText.contains(token))
            XCTAssertFalse(result.errorText.contains(token))
        }
    }
}
