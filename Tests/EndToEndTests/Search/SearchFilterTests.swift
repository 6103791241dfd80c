import Foundation
import XCTest

/// gh's search flags against the fake API: each one's qualifier in the request's `q`, and `-w` opening the page.
final class SearchFilterTests: EndToEndTestCase {
    /// The `q` of the last search request.
    private func sentQuery() throws -> String {
        let path = try XCTUnwrap(try requests(to: "/search/repositories").last?.path)
        let components = try XCTUnwrap(URLComponents(string: "http://fake" + path))
        return try XCTUnwrap(components.queryItems?.first { $0.name == "q" }?.value)
    }

    func test_eachFilter_sendsItsQualifier() throws {
        let cases: [([String], String)] = [
            (["--language", "rust"], "swift language:rust"),
            (["--owner", "apple"], "swift user:apple"),
            (["--owner", "apple,google"], "swift user:apple user:google"),
            (["--topic", "cli", "--topic", "tui"], "swift topic:cli topic:tui"),
            (["--stars", ">1000"], "swift stars:>1000"),
            (["--forks", "10..50"], "swift forks:10..50"),
            (["--license", "mit,apache-2.0"], "swift license:mit license:apache-2.0"),
            (["--created", ">2024-01-01"], "swift created:>2024-01-01"),
            (["--updated", "<2025-06-30"], "swift pushed:<2025-06-30"),
            (["--archived"], "swift archived:true"),
            (["--archived=false"], "swift archived:false"),
            (["--include-forks", "only"], "swift fork:only"),
            (["--include-forks", "true"], "swift fork:true"),
            (["--include-forks", "false"], "swift"),
            (["--match", "name,readme"], "swift in:name,readme"),
            (["--visibility", "public"], "swift is:public"),
            (["--language", "objective c"], "swift language:\"objective c\""),
            (["--size", "<500"], "swift size:<500"),
            (["--followers", ">=100"], "swift followers:>=100"),
            (["--good-first-issues", ">5"], "swift good-first-issues:>5"),
            (["--help-wanted-issues", "1..10"], "swift help-wanted-issues:1..10"),
            (["--number-topics", "3"], "swift topics:3"),
        ]
        for (flags, expected) in cases {
            let result = try runAgainstAPI(["search", "swift", "-L", "1"] + flags)
            XCTAssertEqual(result.status, 0, "\(flags): \(result.errorText)")
            XCTAssertEqual(try sentQuery(), expected, "\(flags)")
        }
    }

    func test_helpWantedIssuesSortAndNewFilters_appearInTheDebugRequestURL() throws {
        let result = try runAgainstAPI([
            "search", "swift", "-L", "1", "--debug", "--sort", "help-wanted-issues", "--size", ">10",
            "--good-first-issues", ">2",
        ])

        XCTAssertEqual(result.status, 0, result.errorText)
        let requestLine = try XCTUnwrap(result.errorText.split(separator: "\n").first.map(String.init))
        XCTAssertTrue(requestLine.contains("sort=help-wanted-issues"), requestLine)
        XCTAssertTrue(requestLine.contains("q=swift%20size%3A%3E10%20good-first-issues%3A%3E2&"), requestLine)
    }

    func test_filtersAlone_replaceTheDefaultQuery() throws {
        let result = try runAgainstAPI(["search", "--language", "go", "-L", "1"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(try sentQuery(), "language:go")
    }

    func test_archivedDoesNotTakeTheNextWord() throws {
        let result = try runAgainstAPI(["search", "--archived", "swift", "-L", "1"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(try sentQuery(), "swift archived:true")
    }

    func test_invalidChoice_isAUsageErrorAndSendsNothing() throws {
        let result = try runAgainstAPI(["search", "--match", "name,title"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errorText.hasPrefix("error: unknown field 'title' for '--match'"), result.errorText)
        XCTAssertEqual(try requests(to: "/search").count, 0)
    }

    func test_web_opensTheSearchInTheBrowserWithoutARequest() throws {
        let (browser, output) = try fakeBrowser()

        let result = binary.run(
            ["search", "swift", "--language", "rust", "--sort", "stars", "-w"], environment: ["GH_BROWSER": browser])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(
            try String(contentsOf: output, encoding: .utf8),
            "https://github.com/search?q=swift%20language%3Arust&type=repositories&s=stars&o=desc\n")
        XCTAssertEqual(result.outputText, "")
    }

    func test_showWeb_opensTheRepositoryPageOfTheEnterpriseHost() throws {
        let (browser, output) = try fakeBrowser()

        let result = binary.run(
            ["show", "apple/swift", "--web"], environment: ["GH_BROWSER": browser, "GH_HOST": "ghe.example.com"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "https://ghe.example.com/apple/swift\n")
    }

    func test_web_withoutABrowser_failsNamingThePage() {
        let result = binary.run(["show", "apple/swift", "-w"], environment: ["GH_BROWSER": "/nonexistent/browser"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("https://github.com/apple/swift"), result.errorText)
    }

    /// A browser script writing the address it was given to a file.
}
