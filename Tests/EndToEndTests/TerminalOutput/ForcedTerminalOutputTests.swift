import Foundation
import XCTest

/// `GH_FORCE_TTY` and `CLICOLOR_FORCE` through a pipe, with the GitHub CLI's meanings: the first asks for terminal
/// output (a table fitted to its width, indented JSON, gh's sentence on standard error for an empty list), the second
/// for colour.
final class ForcedTerminalOutputTests: EndToEndTestCase {
    private let escape = UInt8(0x1B)

    func test_ghForceTTY_printsTheTableAtItsWidth_withTheNamesWhole() throws {
        let result = try runAgainstAPI(
            ["search", "swift", "-L", "3", "--no-color"], environment: ["GH_FORCE_TTY": "40"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.first, "Showing 3 of 250 repositories", result.outputText)
        let rows = result.outputLines.filter { $0.hasPrefix("sample-org/") }
        XCTAssertEqual(rows.count, 3, result.outputText)
        for row in rows {
            let name = try XCTUnwrap(row.split(separator: " ").first)
            XCTAssertFalse(name.contains("…"), row)
        }
        XCTAssertTrue(
            result.outputLines.allSatisfy { $0.count <= 40 || $0.hasPrefix("sample-org/") }, result.outputText)
    }

    func test_ghForceTTYPercentage_isOfTheWidth() throws {
        let result = try runAgainstAPI(
            ["search", "swift", "-L", "3", "--no-color"], environment: ["GH_FORCE_TTY": "50%", "COLUMNS": "200"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let widest = result.outputLines.map(\.count).max() ?? 0
        XCTAssertLessThanOrEqual(widest, 100, result.outputText)
        XCTAssertGreaterThan(widest, 60, result.outputText)
    }

    func test_ghForceTTY_colours_unlessNoColor() throws {
        let coloured = try runAgainstAPI(["search", "swift", "-L", "1"], environment: ["GH_FORCE_TTY": "1"])
        let plain = try runAgainstAPI(
            ["search", "swift", "-L", "1"], environment: ["GH_FORCE_TTY": "1", "NO_COLOR": "1"])

        XCTAssertTrue(coloured.output.contains(escape), coloured.outputText)
        XCTAssertFalse(plain.output.contains(escape), plain.outputText)
        XCTAssertTrue(plain.outputText.hasPrefix("Showing"), plain.outputText)
    }

    func test_json_pipedIsCompact() throws {
        let result = try runAgainstAPI(["show", "sample-org/demo", "--json", "full_name,stargazers_count"])

        XCTAssertEqual(result.outputText, "{\"full_name\":\"sample-org/demo\",\"stargazers_count\":5000}\n")
    }

    func test_json_withGhForceTTYAndNoColor_isIndentedWithoutEscapes() throws {
        let result = try runAgainstAPI(
            ["show", "sample-org/demo", "--json", "full_name,stargazers_count"],
            environment: ["GH_FORCE_TTY": "1", "NO_COLOR": "1"])

        XCTAssertEqual(result.outputText, "{\n  \"full_name\": \"sample-org/demo\",\n  \"stargazers_count\": 5000\n}\n")
    }

    func test_json_withClicolorForce_isColouredEvenPiped() throws {
        let result = try runAgainstAPI(
            ["show", "sample-org/demo", "--json", "stargazers_count"], environment: ["CLICOLOR_FORCE": "1"])

        XCTAssertEqual(
            result.outputText, "{\n  \u{1B}[0;1;34m\"stargazers_count\"\u{1B}[0m: \u{1B}[0;35m5000\u{1B}[0m\n}\n")
    }

    func test_ghForceTTY_emptyIssueList_saysGhsSentenceOnStandardError() throws {
        let result = try runAgainstAPI(["issues", "sample-org/quiet"], environment: ["GH_FORCE_TTY": "1"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputText, "")
        XCTAssertEqual(result.errorText, "no open issues in sample-org/quiet\n")
    }

    func test_ghForceTTY_emptyFilteredPullRequestList_saysYourSearch() throws {
        let result = try runAgainstAPI(["prs", "sample-org/quiet", "-s", "closed"], environment: ["GH_FORCE_TTY": "1"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.errorText, "no pull requests match your search in sample-org/quiet\n")
    }

    func test_ghForceTTY_emptySearch_saysGhsSentence() throws {
        let result = try runAgainstAPI(["search", "nothing", "_total:0"], environment: ["GH_FORCE_TTY": "1"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputText, "")
        XCTAssertEqual(result.errorText, "no repositories matched your search\n")
    }

    func test_withoutGhForceTTY_anEmptyListSaysNothing_evenOnStandardError() throws {
        let result = try runAgainstAPI(["search", "nothing", "_total:0"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.errorText, "")
    }

    func test_ghForceTTY_emptyListInJSON_isAnEmptyArrayWithoutASentence() throws {
        let result = try runAgainstAPI(
            ["issues", "sample-org/quiet", "--json", "number"], environment: ["GH_FORCE_TTY": "1", "NO_COLOR": "1"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputText, "[]\n")
        XCTAssertEqual(result.errorText, "")
    }

    func test_ghForceTTY_pullRequestTable_isColouredUnlessCliColorZero() throws {
        let coloured = try runAgainstAPI(
            ["prs", "sample-org/tracker", "-L", "2"], environment: ["GH_FORCE_TTY": "100"])
        let plain = try runAgainstAPI(
            ["prs", "sample-org/tracker", "-L", "2"],
            environment: ["GH_FORCE_TTY": "100", "CLICOLOR": "0", "CLICOLOR_FORCE": "1"])

        XCTAssertTrue(coloured.output.contains(escape), coloured.outputText)
        XCTAssertFalse(plain.output.contains(escape), plain.outputText)
        XCTAssertEqual(plain.outputLines.first, "Showing the first 2 open pull requests in sample-org/tracker")
        XCTAssertTrue(plain.outputLines.contains { $0.hasPrefix("ID ") && $0.contains("BRANCH") }, plain.outputText)
    }

    func test_clicolorForce_coloursJSONInAPipe_evenWithNoColor_asGhDoes() throws {
        let result = try runAgainstAPI(
            ["show", "sample-org/demo", "--json", "stargazers_count"],
            environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertTrue(result.output.contains(escape), result.outputText)
    }

    func test_jsonState_isGhsValue_endToEnd() throws {
        let result = try runAgainstAPI(["prs", "sample-org/tracker", "-s", "all", "-L", "100", "--json", "state"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let objects = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [[String: String]])
        XCTAssertEqual(Set(objects.compactMap { $0["state"] }), ["OPEN", "CLOSED", "MERGED"])
    }
}
