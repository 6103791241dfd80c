import Foundation
import XCTest

/// `repo-browser account`: what the interactive account screen shows, printed.
final class AccountCommandTests: EndToEndTestCase {
    func test_withToken_printsLoginTokenSourceAndQuotas() throws {
        let result = try runAgainstAPI(["account"], environment: ["GH_TOKEN": "ghp_accountToken0123"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let lines = result.outputLines
        XCTAssertEqual(lines.first, "Account: signed in as sample-user (Sample User)")
        XCTAssertTrue(lines.contains("Token: from GH_TOKEN"), result.outputText)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Search: 30 of 30 left, resets ") }, result.outputText)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Core: 4,999 of 5,000 left, resets ") }, result.outputText)
        XCTAssertFalse(result.outputText.contains("ghp_accountToken0123"))
        XCTAssertEqual(try requests(to: "/user").count, 1)
    }

    func test_anonymous_printsNoTokenAndHowToRaiseTheQuotas() throws {
        let result = try runAgainstAPI(["account"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.first, "Account: anonymous (no token set)")
        XCTAssertTrue(result.outputLines.contains("Token: none"), result.outputText)
        XCTAssertTrue(result.outputText.contains("GH_TOKEN or GITHUB_TOKEN"), result.outputText)
        XCTAssertEqual(try requests(to: "/user").count, 0, "no token, no /user request")
    }

    func test_offline_saysTheSnapshotHasNoQuotas() {
        let result = binary.run(["--offline", "account"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.first, "Account: anonymous (no token set)")
        XCTAssertTrue(result.outputText.contains("Quotas: unknown"), result.outputText)
        XCTAssertTrue(result.outputText.contains("no quota applies"), result.outputText)
    }
}
