import Foundation
import XCTest

/// Help, version and usage errors: no network involved.
final class CommandLineTests: EndToEndTestCase {
    override class var usesFakeAPI: Bool { false }

    func test_help_printsUsageOnStandardOutput() {
        let result = binary.run(["--help"])

        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.outputText.hasPrefix("Usage: repo-browser"), result.outputText)
        XCTAssertEqual(result.errorText, "")
    }

    func test_version_printsNameAndVersion() {
        let result = binary.run(["--version"])

        XCTAssertEqual(result.status, 0)
        XCTAssertNotNil(
            result.outputText.range(of: #"^repo-browser \d+\.\d+\.\d+\n$"#, options: .regularExpression),
            result.outputText)
    }

    func test_unknownOption_exitsTwoWithMessageAndUsage() {
        let result = binary.run(["search", "--bogus"])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output.count, 0)
        XCTAssertTrue(result.errorText.hasPrefix("repo-browser: unknown option '--bogus'\n"), result.errorText)
        XCTAssertTrue(result.errorText.contains("Usage: repo-browser"), result.errorText)
    }

    func test_outOfRangeLimit_exitsTwo() {
        let result = binary.run(["search", "--limit", "1001"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errorText.contains("--limit"), result.errorText)
    }

    func test_showWithoutRepository_exitsTwo() {
        let result = binary.run(["show"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errorText.contains("OWNER/NAME"), result.errorText)
    }

    func test_tokenOption_isRefusedWithoutEchoingIt() {
        let result = binary.run(["--token", "ghp_onTheCommandLine", "search"])

        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.errorText.contains("ghp_onTheCommandLine"))
        XCTAssertTrue(result.errorText.contains("GH_TOKEN"), result.errorText)
    }

    func test_controlCharactersInArguments_areShownInert() {
        let result = binary.run(["search", "--sort", "\u{1b}[2Jstars"])

        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.error.contains(0x1B))
    }
}
