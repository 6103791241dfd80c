import Foundation
import XCTest

/// The search list in tmux: browsing, sorting and searching the snapshot, hostile and wide text, the history, paste,
/// paging and the mouse wheel.
final class SearchInteractiveTests: InteractiveTestCase {
    func test_browseSearchSortAndQuit_restoresTheTerminal() throws {
        let (tmux, directory) = try startProgram()

        try tmux.waitForScreen("the list with the snapshot's badge") {
            $0.contains("SNAPSHOT 2026-08-22") && $0.contains("awesome-mac")
        }
        try tmux.type("j")
        try tmux.waitForScreen("the selection on the second row") { screen in
            let rows = screen.components(separatedBy: "\n")
            return rows.count > 4 && rows[4].hasPrefix("> ")
        }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail, with the badge") {
            $0.contains("Watchers") && $0.contains("README") && $0.contains("SNAPSHOT 2026-08-22")
                && $0.contains("not in the snapshot")
        }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the list again") { $0.contains("SNAPSHOT 2026-08-22") && !$0.contains("Watchers") }
        try tmux.type("a")
        try tmux.waitForScreen("the account, saying no quota applies offline") {
            $0.contains("Account and quotas") && $0.contains("no quota applies") && $0.contains("SNAPSHOT 2026-08-22")
        }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the list once more") { $0.contains("RepoBrowser  language:swift") }
        try tmux.type("/")
        try tmux.waitForScreen("the query editor") { $0.contains("/ language:swift") }
        try tmux.sendKeys("C-u")
        try tmux.type("reactive")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the filtered list") { screen in
            screen.contains("RepoBrowser  reactive") && screen.contains("ReactiveX/RxSwift")
                && !screen.contains("awesome-mac")
        }
        try tmux.type("s")
        try tmux.waitForScreen("the header with the new sort") { $0.contains("sort: stars") }
        try tmux.type("q")

        let screen = try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        XCTAssertFalse(screen.contains("SNAPSHOT 2026-08-22"), "the alternate screen was not left")
        XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
        let before = try contents(of: directory, "stty-before")
        XCTAssertFalse(before.isEmpty)
        XCTAssertEqual(try contents(of: directory, "stty-after"), before, "terminal modes were not restored")
    }

    /// Rows holding clusters whose width terminals disagree on (an emoji with two variation selectors, a ZWJ
    /// sequence, a flag) leave no stray character behind, neither on their own row nor after a redraw replaced
    /// them with plain rows.

    func test_disputedWidthCharacters_leaveNoStaleCell() throws {
        let api = try startFakeAPI()
        let emoji = [
            ("emoji-org/heart", "Made via \u{2764}\u{FE0F}\u{FE0F} GitHub with care end"),
            ("emoji-org/coder", "A \u{1F469}\u{200D}\u{1F4BB} writes code end"),
            ("emoji-org/flag", "From \u{1F1EF}\u{1F1F5} with \u{1F44D}\u{1F3FD} love end"),
        ]
        let plain = [("plain-org/a", "ok"), ("plain-org/b", "ok"), ("plain-org/c", "ok")]
        func items(_ list: [(String, String)], firstID: Int) -> [[String: Any]] {
            list.enumerated().map { index, entry in
                FixtureRoutes.repository(
                    fullName: entry.0, overrides: ["description": entry.1, "id": firstID + index])
            }
        }
        try api.addRoutes([
            FixtureRoutes.search(query: "emoji", items: items(emoji, firstID: 7_000)),
            FixtureRoutes.search(query: "plain", items: items(plain, firstID: 7_100)),
        ])
        let (tmux, _) = try startProgram(arguments: ["--api-url", api.baseURL, "search", "emoji", "-i"])

        let first = try tmux.waitForScreen("the emoji rows") { $0.contains("emoji-org/flag") }
        for row in first.components(separatedBy: "\n") where row.contains("emoji-org/") {
            XCTAssertTrue(row.trimmingCharacters(in: .whitespaces).hasSuffix("end"), "a stray cell ends: \(row)")
        }
        try tmux.type("j")
        try tmux.type("/")
        try tmux.sendKeys("C-u")
        try tmux.type("plain")
        try tmux.sendKeys("Enter")
        let second = try tmux.waitForScreen("the plain rows over them") { $0.contains("plain-org/c") }
        for row in second.components(separatedBy: "\n") where row.contains("plain-org/") {
            XCTAssertTrue(row.trimmingCharacters(in: .whitespaces).hasSuffix("ok"), "a stale cell is left: \(row)")
        }
        XCTAssertFalse(second.contains("GitHub with care") || second.contains("writes code"), second)
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_hostileDescription_writesNoEscapeSequenceOfItsOwn() throws {
        let api = try startFakeAPI()
        let hostile = "\u{1B}]0;pwned\u{07} sets a title \u{1B}[2J clears \u{1B}[31mred"
        let item = FixtureRoutes.repository(
            fullName: "hostile-org/terminal-escape-test", overrides: ["description": hostile])
        try api.addRoutes([
            [
                "method": "GET", "path": "/search/repositories",
                "json": ["total_count": 1, "incomplete_results": false, "items": [item]],
            ],
            ["method": "GET", "path": "/repos/hostile-org/terminal-escape-test", "json": item],
            [
                "method": "GET", "path": "/repos/hostile-org/terminal-escape-test/readme",
                "readme": "# Hostile\n\n" + hostile + "\n",
            ],
        ])
        let (tmux, directory) = try startProgram(arguments: ["--api-url", api.baseURL])

        try tmux.waitForScreen("the hostile repository") { $0.contains("> ") && $0.contains("terminal-escape") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("its detail and README") { $0.contains("sets a title") && $0.contains("README") }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }

        let output = try Data(contentsOf: directory.appendingPathComponent("output"))
        XCTAssertGreaterThan(output.count, 1000, "the raw output was not captured")
        XCTAssertNil(output.range(of: Data("\u{1B}]0;pwned".utf8)), "the title-setting sequence reached the terminal")
        XCTAssertNil(output.range(of: Data("\u{1B}[2J clears".utf8)), "the clear-screen sequence reached the terminal")
        XCTAssertNil(output.range(of: Data("\u{1B}[31mred".utf8)), "the colour sequence reached the terminal")
        XCTAssertFalse(output.contains(0x07), "a bell reached the terminal")
    }

    func test_submittedSearches_areSuggestedAndRecalledWithUp_andKeptForTheHistoryCommand() throws {
        let (tmux, directory) = try startProgram(
            run: "\"$BINARY\" --offline; \"$BINARY\" --offline history > history.txt")

        try tmux.waitForScreen("the list") { $0.contains("RepoBrowser  language:swift") }
        for text in ["reactive", "markdown"] {
            try tmux.type("/")
            try tmux.waitForScreen("the query editor") { $0.contains("Esc cancel") }
            try tmux.sendKeys("C-u")
            try tmux.type(text)
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen("the list for \(text)") { $0.contains("RepoBrowser  \(text)") }
        }
        try tmux.type("/")
        try tmux.waitForScreen("the recent searches suggested over the editor") { screen in
            screen.contains("/ markdown") && screen.contains("  markdown  (best match)")
                && screen.contains("  reactive  (best match)")
        }
        try tmux.sendKeys("Up")
        try tmux.sendKeys("Up")
        try tmux.waitForScreen("the older search recalled") { $0.contains("/ reactive") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the recalled search run") { $0.contains("RepoBrowser  reactive") }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        let history = try contents(of: directory, "history.txt").split(separator: "\n")
        XCTAssertEqual(
            history.map { $0.split(separator: "\t").prefix(3).joined(separator: " ") },
            ["reactive best-match desc", "markdown best-match desc"])
    }

    func test_historyThatCannotBeOpened_isSaidInOneLine_andSearchingStillWorks() throws {
        let (tmux, _) = try startProgram(
            run: "mkdir -p blocked && : > blocked/repo-browser && XDG_DATA_HOME=\"$PWD/blocked\" \"$BINARY\" --offline")

        try tmux.waitForScreen("the list") { $0.contains("awesome-mac") }
        try tmux.type("/")
        try tmux.waitForScreen("the query editor, and the history's reason in one line over it") {
            $0.contains("Esc cancel") && $0.contains("Search history is off")
        }
        try tmux.sendKeys("C-u")
        try tmux.type("reactive")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the search run without history") {
            $0.contains("RepoBrowser  reactive") && $0.contains("ReactiveX/RxSwift")
        }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_paste_onlyInsertsTextIntoTheQueryEditor() throws {
        let (tmux, directory) = try startProgram()

        try tmux.waitForScreen("the list") { $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing") }
        try tmux.paste("json\nq\u{1B}[B/o")
        try tmux.waitForScreen("the pasted text in the query editor") { $0.contains("/ json q[B/o") }
        try tmux.sendKeys("C-u")
        try tmux.paste("reactive\n")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the pasted search") { screen in
            screen.contains("RepoBrowser  reactive") && screen.contains("ReactiveX/RxSwift")
                && !screen.contains("awesome-mac")
        }
        try tmux.paste("q")
        try tmux.waitForScreen("a paste at the list opens the editor") { $0.contains("/ q") }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the editor closed") { !$0.contains("/ q") }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
        let output = try Data(contentsOf: directory.appendingPathComponent("output"))
        XCTAssertNotNil(output.range(of: Data("\u{1B}[?2004h".utf8)), "bracketed paste was not turned on")
        XCTAssertNotNil(output.range(of: Data("\u{1B}[?2004l".utf8)), "bracketed paste was not turned off")
    }

    func test_moveToTheEnd_loadsTheNextPage() throws {
        let (tmux, directory) = try startProgram()

        try tmux.waitForScreen("the first page of the snapshot's 100 Swift repositories") {
            $0.contains("Showing 50 of 100")
        }
        try tmux.type("G")
        try tmux.waitForScreen("the second page, asked for by the key") { $0.contains("Showing 100 of 100") }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
    }

    func test_mouseWheel_sentAsTheTerminalSendsIt_scrollsTheList_andClicksDoNothing() throws {
        let (tmux, directory) = try startProgram()
        let first = try tmux.waitForScreen("the list") { $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing") }
        let firstRow = first.components(separatedBy: "\n")[3]
        try waitForOutput(in: directory, "mouse reporting turned on") { Self.isMouseReported($0) }

        for _ in 0..<10 { try tmux.sendBytes(Self.sgrMouse(button: 65, column: 20, row: 10)) }
        let scrolled = try tmux.waitForScreen("the selection 30 rows down, the list scrolled") { screen in
            screen.contains("31/") && screen.components(separatedBy: "\n")[3] != firstRow
        }
        XCTAssertFalse(scrolled.components(separatedBy: "\n")[3].hasPrefix("> "))
        for _ in 0..<2 { try tmux.sendBytes(Self.sgrMouse(button: 64, column: 20, row: 10)) }
        try tmux.waitForScreen("the selection 6 rows up") { $0.contains("25/") }
        // A click and its release in SGR form, then in X10 form (whose coordinate bytes read "j" and "q").
        try tmux.sendBytes(Self.sgrMouse(button: 0, column: 5, row: 6) + Self.sgrMouse(button: 0, column: 5, row: 6))
        try tmux.sendBytes([0x1B, 0x5B, 0x4D, 0x20, 0x6A, 0x71, 0x1B, 0x5B, 0x4D, 0x23, 0x6A, 0x71])
        try tmux.type("k")
        let after = try tmux.waitForScreen("only the k moved the selection") { $0.contains("24/") }
        XCTAssertFalse(after.contains("/ language:swift"), "a click opened the query editor")

        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
        try waitForOutput(in: directory, "mouse reporting turned off on quit") { !Self.isMouseReported($0) }
    }
}
