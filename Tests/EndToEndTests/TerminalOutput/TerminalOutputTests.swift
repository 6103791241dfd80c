import Foundation
import XCTest

/// `search` and `show` on a real terminal (tmux) against the fake API: the aligned table with colour and
/// `NO_COLOR`, and the pager choice (`GH_PAGER`, `PAGER`).
final class TerminalOutputTests: EndToEndTestCase {
    private var tmux: TmuxSession?
    private var tmuxPath = URL(fileURLWithPath: "/nonexistent")
    private var directory = URL(fileURLWithPath: "/nonexistent")

    override func setUpWithError() throws {
        tmuxPath = try TmuxSession.requireExecutable()
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "terminal-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        tmux?.kill()
        try? FileManager.default.removeItem(at: directory)
        try super.tearDownWithError()
    }

    /// Runs `arguments` (after `--api-url`) in a tmux window `columns` wide with `environment` exported, then
    /// prints `OUTPUT-DONE` and waits; returns the session.
    private func runOnTerminal(_ arguments: [String], environment: [String: String] = [:], columns: Int = 80) throws
        -> TmuxSession
    {
        var variables = ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path, "TERM": "xterm-256color"]
        variables.merge(environment) { _, new in new }
        let exports = variables.map { "export \($0.key)='\($0.value)'" }.sorted().joined(separator: "\n")
        let words = ([binary.url.path, "--api-url", try api.baseURL] + arguments).map { "'\($0)'" }
        let script = """
            unset NO_COLOR CLICOLOR CLICOLOR_FORCE GH_PAGER PAGER
            \(exports)
            \(words.joined(separator: " "))
            echo OUTPUT-DONE
            exec sleep 120
            """
        let wrapper = directory.appendingPathComponent("run.sh")
        try script.write(to: wrapper, atomically: true, encoding: .utf8)
        let session = TmuxSession(executable: tmuxPath)
        tmux = session
        try session.start(command: "sh '\(wrapper.path)'", columns: columns, rows: 30)
        return session
    }

    func test_search_onATerminal_printsAnAlignedTableFittedToTheWidth() throws {
        let session = try runOnTerminal(["search", "swift", "-L", "3"], columns: 72)

        let screen = try session.waitForScreen("the table") { $0.contains("OUTPUT-DONE") }
        let lines = screen.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "Showing 3 of 250 repositories", screen)
        let header = try XCTUnwrap(lines.first { $0.hasPrefix("NAME") }, screen)
        XCTAssertTrue(header.contains("STARS") && header.contains("FORKS") && header.contains("DESCRIPTION"), header)
        let row = try XCTUnwrap(lines.first { $0.hasPrefix("sample-org/repo-0") }, screen)
        XCTAssertTrue(row.contains("5,000"), row)
        XCTAssertTrue(row.hasSuffix("…"), "the description is cut to the width: \(row)")
        let starsColumn = try XCTUnwrap(header.range(of: "STARS")).upperBound.utf16Offset(in: header)
        let value = try XCTUnwrap(row.range(of: "5,000")).upperBound.utf16Offset(in: row)
        XCTAssertEqual(value, starsColumn, "numbers are right-aligned under their header")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 72 })
    }

    func test_search_onATerminal_isColoured_unlessNoColor() throws {
        let coloured = try runOnTerminal(["search", "swift", "-L", "2"])
        try coloured.waitForScreen("the table") { $0.contains("OUTPUT-DONE") }
        XCTAssertTrue(try coloured.captureWithEscapes().contains("\u{1B}[1m"), "names are bold")
        coloured.kill()

        let plain = try runOnTerminal(["search", "swift", "-L", "2"], environment: ["NO_COLOR": "1"])
        try plain.waitForScreen("the table") { $0.contains("OUTPUT-DONE") }
        let escapes = try plain.captureWithEscapes()
        XCTAssertTrue(escapes.contains("sample-org/repo-0"))
        XCTAssertFalse(escapes.contains("\u{1B}["), "NO_COLOR leaves no style at all")
    }

    func test_show_onATerminal_goesThroughPager() throws {
        let paged = directory.appendingPathComponent("paged")
        let session = try runOnTerminal(["show", "sample-org/widget"], environment: ["PAGER": "cat > \(paged.path)"])

        let screen = try session.waitForScreen("the end") { $0.contains("OUTPUT-DONE") }
        // On a terminal the name is bold, as gh prints it.
        XCTAssertTrue(
            try String(contentsOf: paged, encoding: .utf8).hasPrefix("\u{1B}[0;1msample-org/widget\u{1B}[0m\n"))
        XCTAssertFalse(screen.contains("Stars:"), "the text went to the pager, not the screen")
    }

    func test_search_onATerminal_goesThroughPager() throws {
        let paged = directory.appendingPathComponent("paged")
        let session = try runOnTerminal(
            ["search", "swift", "-L", "3"], environment: ["GH_PAGER": "cat > \(paged.path)"])

        let screen = try session.waitForScreen("the end") { $0.contains("OUTPUT-DONE") }
        XCTAssertTrue(try String(contentsOf: paged, encoding: .utf8).hasPrefix("Showing 3 of 250 repositories"))
        XCTAssertFalse(screen.contains("Showing"), "the table went to the pager, not the screen")
    }

    func test_searchJSON_onATerminal_isIndented() throws {
        let session = try runOnTerminal(
            ["search", "swift", "-L", "1", "--json", "fullName"], environment: ["PAGER": "cat"])

        let screen = try session.waitForScreen("the JSON") { $0.contains("OUTPUT-DONE") }
        XCTAssertTrue(screen.contains("[\n  {\n    \"fullName\": \""), screen)
    }

    func test_show_ghPagerWinsOverPager_andCatMeansNone() throws {
        let session = try runOnTerminal(
            ["show", "sample-org/widget"], environment: ["GH_PAGER": "cat", "PAGER": "false"])

        let screen = try session.waitForScreen("the detail") { $0.contains("OUTPUT-DONE") }
        XCTAssertTrue(screen.contains("Stars:"), screen)
    }

    func test_searchInteractive_startsTheBrowserOnTheQueryFiltersAndSort() throws {
        let session = try runOnTerminal(["search", "swift", "--language", "rust", "--sort", "stars", "-i"])

        let screen = try session.waitForScreen("the interactive list") { $0.contains("sample-org/repo-0") }
        XCTAssertTrue(screen.contains("RepoBrowser  swift language:rust"), screen)
        XCTAssertTrue(screen.contains("sort: stars"), screen)
        let search = try XCTUnwrap(try requests(to: "/search/repositories").first?.path)
        XCTAssertTrue(search.contains("sort=stars"), search)
        try session.type("q")
        try session.waitForScreen("the shell after quitting") { $0.contains("OUTPUT-DONE") }
    }
}
