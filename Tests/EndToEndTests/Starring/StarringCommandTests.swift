import Foundation
import XCTest

/// `repo-browser star`, `unstar` and `starred` against the fake API's starring endpoints (sample-org/starred-0 to
/// -4 starred at start), and offline.
final class StarringCommandTests: EndToEndTestCase {
    private let token = ["GH_TOKEN": "fake-token-e2e"]

    func test_star_thenStarredListsIt_thenUnstarRemovesIt() throws {
        let starred = try runAgainstAPI(["star", "sample-org/demo"], environment: token)
        XCTAssertEqual(starred.status, 0, starred.errorText)
        let put = try requests(to: "/user/starred/sample-org/demo").filter { $0.method == "PUT" }
        XCTAssertEqual(put.count, 1)
        XCTAssertEqual(put.first?.headers["content-length"], "0")

        let listed = try runAgainstAPI(["starred", "--json", "full_name"], environment: token)
        XCTAssertEqual(listed.status, 0, listed.errorText)
        XCTAssertTrue(listed.outputText.hasPrefix(#"[{"full_name":"sample-org/demo"}"#), listed.outputText)

        let unstarred = try runAgainstAPI(["unstar", "sample-org/demo"], environment: token)
        XCTAssertEqual(unstarred.status, 0, unstarred.errorText)
        let after = try runAgainstAPI(["starred"], environment: token)
        XCTAssertFalse(after.outputText.contains("sample-org/demo"), after.outputText)
    }

    func test_starred_printsTabSeparatedRowsNewestStarFirst_upToTheLimit() throws {
        let result = try runAgainstAPI(["starred", "-L", "3"], environment: token)

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(
            result.outputLines.map { $0.split(separator: "\t").first.map(String.init) ?? "" },
            ["sample-org/starred-4", "sample-org/starred-3", "sample-org/starred-2"])
    }

    func test_starWithATokenWithoutTheScope_failsWithGithubsReason() throws {
        let result = try runAgainstAPI(
            ["star", "sample-org/demo"], environment: ["GH_TOKEN": "fake-token-without-scope"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.hasPrefix("repo-browser: "), result.errorText)
        XCTAssertTrue(result.errorText.contains("public_repo"), result.errorText)
        XCTAssertEqual(result.errorText.split(separator: "\n").count, 1, result.errorText)
        XCTAssertFalse(result.errorText.contains("fake-token-without-scope"))
    }

    func test_starWithoutAToken_saysWhyAndSendsNothing() throws {
        let result = try runAgainstAPI(["star", "sample-org/demo"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("token"), result.errorText)
        XCTAssertEqual(try requests(to: "/user/starred").count, 0)
    }

    func test_offline_starAndStarredSayTheyNeedGithub() {
        for arguments in [["--offline", "star", "apple/swift"], ["--offline", "starred"]] {
            let result = binary.run(arguments)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertTrue(result.errorText.contains("needs GitHub"), result.errorText)
        }
    }

    func test_starWithoutARepository_isAUsageError() {
        let result = binary.run(["star"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errorText.contains("missing repository"), result.errorText)
    }
}
