import Foundation
import XCTest

/// The real `repo-browser` binary in a real pseudo-terminal (tmux), browsing the offline snapshot or the fake API.
///
/// Under `CI=true` a missing tmux or binary fails the test; elsewhere it skips. Every wait is bounded.
final class InteractiveEndToEndTests: XCTestCase {
    private var tmux: TmuxSession?
    private var tmuxPath = URL(fileURLWithPath: "/nonexistent")
    private var directory: URL?
    private var api: FakeGithubAPI?

    override func setUpWithError() throws {
        try super.setUpWithError()
        tmuxPath = try TmuxSession.requireExecutable()
    }

    override func tearDown() {
        tmux?.kill()
        api?.stop()
        if let directory {
            try? FileManager.default.removeItem(at: directory)
        }
        super.tearDown()
    }

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

    func test_readmeSpellingTheToken_showsItRedactedOnTheDetail() throws {
        let api = try startFakeAPI()
        let token = "ghp_TMUXfake0123456789abcdefABCDEF0123456"
        let item = FixtureRoutes.repository(fullName: "hostile-org/token-echo")
        try api.addRoutes([
            [
                "method": "GET", "path": "/search/repositories",
                "json": ["total_count": 1, "incomplete_results": false, "items": [item]],
            ],
            ["method": "GET", "path": "/repos/hostile-org/token-echo", "json": item],
            [
                "method": "GET", "path": "/repos/hostile-org/token-echo/readme",
                "readme": "# Echo\n\nyour token: &#103;" + token.dropFirst() + " (an entity spells it)\n",
            ],
        ])
        let (tmux, directory) = try startProgram(
            run: "GH_TOKEN='\(token)' \"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("token-echo") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("its README") { $0.contains("your token:") && $0.contains("entity spells it") }
        let screen = try tmux.capture()
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }

        XCTAssertTrue(screen.contains("your token: [redacted]"), screen)
        let output = try Data(contentsOf: directory.appendingPathComponent("output"))
        XCTAssertNil(output.range(of: Data(token.dropFirst(4).utf8)), "the token reached the terminal")
    }

    func test_detailWithAFailedPart_showsItsReasonAndTheRest_andHelpOpensOverIt() throws {
        let api = try startFakeAPI()
        let item = FixtureRoutes.repository(fullName: "sample-org/huge")
        try api.addRoutes([
            [
                "method": "GET", "path": "/search/repositories",
                "json": ["total_count": 1, "incomplete_results": false, "items": [item]],
            ],
            [
                "method": "GET", "path": "/repos/sample-org/huge/contributors", "status": 403,
                "json": [
                    "message":
                        "The history or contributor list is too large to list contributors for this repository via the API."
                ],
            ],
        ])
        let (tmux, _) = try startProgram(arguments: ["--api-url", api.baseURL])

        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("sample-org/huge") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail: contributors failed with their reason, the other parts shown") { screen in
            // "README (README.md)" only once the README arrived ("README" alone heads it while it loads), so that
            // `G` below goes to the end of the whole detail.
            screen.contains("Contributors  failed:") && screen.contains("too large")
                && screen.contains("Languages     Swift") && screen.contains("README (README.md)")
        }
        try tmux.type("G")
        try tmux.waitForScreen("the README at the end of the detail") {
            $0.contains("Sample README served by the fake API")
        }
        try tmux.type("g")
        try tmux.type("?")
        try tmux.waitForScreen("the help over the detail") { $0.contains("this help") && $0.contains("Watchers") }
        try tmux.type("x")
        try tmux.waitForScreen("the help closed, the detail still there") {
            !$0.contains("this help") && $0.contains("Contributors  failed:")
        }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_starKey_starsAndUnstarsFromTheDetail() throws {
        let api = try startStarringAPI()
        let (tmux, _) = try startProgram(
            run: "GH_TOKEN=fake-token \"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("sample-org/demo") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail with its star key") { $0.contains("Stars") && $0.contains("* star") }
        try tmux.type("*")
        try tmux.waitForScreen("the star shown and confirmed") {
            $0.contains("★ starred") && !$0.contains("saving")
        }
        XCTAssertEqual(try api.requests().filter { $0.method == "PUT" }.map(\.path), ["/user/starred/sample-org/demo"])
        try tmux.type("*")
        try tmux.waitForScreen("the star removed") { !$0.contains("★ starred") && !$0.contains("saving") }
        XCTAssertEqual(
            try api.requests().filter { $0.method == "DELETE" }.map(\.path), ["/user/starred/sample-org/demo"])
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_starKey_refusedByGithub_rollsBackWithItsReason() throws {
        let api = try startStarringAPI()
        let (tmux, _) = try startProgram(
            run: "GH_TOKEN=fake-token-without-scope \"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("sample-org/demo") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail") { $0.contains("Stars") && $0.contains("* star") }
        try tmux.type("*")
        try tmux.waitForScreen("the star rolled back with GitHub's reason in one line") {
            $0.contains("public_repo") && !$0.contains("★ starred") && !$0.contains("saving")
        }
        XCTAssertEqual(try api.requests().filter { $0.method == "PUT" }.count, 1)
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_starredKey_listsYourStars_andOpensTheirDetailShownAsStarred() throws {
        let api = try startStarringAPI()
        let (tmux, _) = try startProgram(run: "GH_TOKEN=fake-token \"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the search list") { $0.contains("sample-org/demo") }
        try tmux.type("t")
        try tmux.waitForScreen("your starred repositories, newest star first") { screen in
            screen.contains("your starred repositories") && screen.contains("> sample-org/starred-4")
                && screen.contains("sample-org/starred-0")
        }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail, starred") { $0.contains("★ starred") && $0.contains("* star") }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the starred list again") { $0.contains("your starred repositories") }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the search list again") {
            $0.contains("sample-org/demo") && !$0.contains("your starred repositories")
        }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_unstarringFromTheStarredListsDetail_takesItOffTheListOnReturn() throws {
        let api = try startStarringAPI()
        let (tmux, _) = try startProgram(run: "GH_TOKEN=fake-token \"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the search list") { $0.contains("sample-org/demo") }
        try tmux.type("t")
        try tmux.waitForScreen("your stars, newest first") { $0.contains("> sample-org/starred-4") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail, starred") { $0.contains("★ starred") && $0.contains("* star") }
        try tmux.type("*")
        try tmux.waitForScreen("the star removed") { !$0.contains("★ starred") && !$0.contains("saving") }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("your stars without it, with no refresh asked for") { screen in
            screen.contains("your starred repositories") && screen.contains("sample-org/starred-3")
                && !screen.contains("sample-org/starred-4")
        }
        let listRequests = try api.requests().filter { $0.method == "GET" && $0.path.hasPrefix("/user/starred") }
        XCTAssertEqual(
            listRequests.filter { !$0.path.hasPrefix("/user/starred/") }.count, 1,
            "the list was not asked again: \(listRequests.map(\.path))")
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_issuesAndPullRequestsKeys_listThemFromTheDetail_andStepThroughTheirStates() throws {
        let api = try startFakeAPI(searchFinding: "sample-org/tracker")
        let (tmux, _) = try startProgram(run: "\"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("sample-org/tracker") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail, offering issues and pull requests") {
            $0.contains("i issues") && $0.contains("p pulls")
        }
        try tmux.type("i")
        try tmux.waitForScreen("the open issues, pull requests left out") { screen in
            screen.contains("sample-org/tracker · issues") && screen.contains("state: open")
                && screen.contains("COMMENTS") && screen.contains("#199")
        }
        try tmux.type("f")
        try tmux.waitForScreen("the closed issues") { $0.contains("state: closed") }
        try tmux.type("/label:bug author:octocat")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the closed issues filtered as `issues -l -A` filters them") {
            $0.contains("state: closed · filter: label:bug author:octocat")
        }
        try tmux.type("?")
        try tmux.waitForScreen("the issue list's own keys in the help") {
            $0.contains("next state: open, closed, all") && !$0.contains("next sort")
        }
        try tmux.type("x")
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the detail again") { $0.contains("i issues") }
        try tmux.type("p")
        try tmux.waitForScreen("the open pull requests, drafts as DRAFT") { screen in
            screen.contains("sample-org/tracker · pull requests") && screen.contains("DRAFT")
                && screen.contains("OPEN")
        }
        try tmux.type("f")
        try tmux.type("f")
        try tmux.waitForScreen("the merged pull requests") { $0.contains("state: merged") && $0.contains("MERGED") }
        let issuePaths = try api.requests().map(\.path).filter { $0.hasPrefix("/repos/sample-org/tracker/") }
        XCTAssertTrue(issuePaths.contains { $0.hasPrefix("/repos/sample-org/tracker/issues?state=open") })
        XCTAssertTrue(issuePaths.contains { $0.contains("issues?state=closed&labels=bug&creator=octocat") })
        XCTAssertTrue(issuePaths.contains { $0.hasPrefix("/repos/sample-org/tracker/pulls?state=closed") })
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_starKeyOffline_saysWhyAndChangesNothing() throws {
        let (tmux, _) = try startProgram()

        try tmux.waitForScreen("the list") { $0.contains("> ") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail") { $0.contains("Stars") && $0.contains("* star") }
        try tmux.type("*")
        try tmux.waitForScreen("the reason starring cannot work offline") {
            $0.contains("needs GitHub") && !$0.contains("★ starred")
        }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
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

    func test_ctrlZ_suspendsWithTerminalRestored_andFgRedraws() throws {
        let (tmux, directory) = try startProgram(
            run: """
                set -m
                "$BINARY" --offline
                echo $? > stop-status
                stty -g > stty-stopped
                echo SUSPENDED-SHELL
                read line
                fg
                """)

        try tmux.waitForScreen("the list") { $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing") }
        try tmux.sendKeys("C-z")
        let stopped = try tmux.waitForScreen("the shell while stopped") { $0.contains("SUSPENDED-SHELL") }
        XCTAssertFalse(stopped.contains("SNAPSHOT 2026-08-22"), "the alternate screen was not left on suspend")
        XCTAssertEqual(try contents(of: directory, "stop-status"), "148", "the program did not stop on SIGTSTP")
        let before = try contents(of: directory, "stty-before")
        XCTAssertEqual(try contents(of: directory, "stty-stopped"), before, "terminal modes were not restored on stop")
        try waitForOutput(in: directory, "mouse reporting turned off while stopped") { !Self.isMouseReported($0) }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the list redrawn after fg") {
            $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing")
        }
        try waitForOutput(in: directory, "mouse reporting turned on again after fg") { Self.isMouseReported($0) }
        try tmux.type("j")
        try tmux.waitForScreen("keys work after fg") { screen in
            let rows = screen.components(separatedBy: "\n")
            return rows.count > 4 && rows[4].hasPrefix("> ")
        }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
        XCTAssertEqual(try contents(of: directory, "stty-after"), before, "terminal modes were not restored")
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

    func test_dumbOrUnsetTerm_printsLinesWithoutCursorMovement() throws {
        for setting in ["TERM=dumb", "unset TERM;"] {
            let (tmux, directory) = try startProgram(run: "\(setting) \"$BINARY\" --offline")
            try tmux.waitForScreen("the lines and the shell after the program (\(setting))") {
                $0.contains("WRAPPER-DONE")
            }
            XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
            let output = try Data(contentsOf: directory.appendingPathComponent("output"))
            XCTAssertNotNil(output.range(of: Data("/awesome-mac\t".utf8)), "no result lines with \(setting)")
            XCTAssertNil(output.range(of: Data("\u{1B}[?1049h".utf8)), "the alternate screen was used with \(setting)")
            XCTAssertNil(output.range(of: Data("\u{1B}[1;1H".utf8)), "the cursor was moved with \(setting)")
            tmux.kill()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// A 5 MB README renders off the main queue: while it renders, the detail answers keys and the program quits
    /// at once (before, it was re-rendered on the main queue on every change and `q` waited for it). That it
    /// renders at all is `MarkdownRendererTests`' business; the benchmark times it.
    func test_hugeReadme_keysAreAnsweredWhileItRenders() throws {
        let api = try startFakeAPI()
        let item = FixtureRoutes.repository(fullName: "big-org/huge-readme")
        let section =
            "## Section\n\nSome *text* with `code` and [a link](https://example.com/page).\n\n- one\n- two\n\n"
        let readme = String(repeating: section, count: 5_000_000 / section.utf8.count)
        try api.addRoutes([
            [
                "method": "GET", "path": "/search/repositories",
                "json": ["total_count": 1, "incomplete_results": false, "items": [item]],
            ],
            ["method": "GET", "path": "/repos/big-org/huge-readme", "json": item],
            ["method": "GET", "path": "/repos/big-org/huge-readme/readme", "readme": readme],
        ])
        let (tmux, directory) = try startProgram(arguments: ["--api-url", api.baseURL])

        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("huge-readme") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail") { $0.contains("Watchers") && $0.contains("README") }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the list again, answered while the README renders") {
            $0.contains("RepoBrowser") && !$0.contains("Watchers")
        }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail again") { $0.contains("Watchers") && $0.contains("README") }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
    }

    /// Starts the fake GitHub API for this test (stopped in `tearDown`); fails under `CI=true` when it cannot.
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

    func test_mouseWheelAndHalfPages_scrollALongDetail_andCtrlDDoesNotQuit() throws {
        let api = try startFakeAPI()
        let item = FixtureRoutes.repository(fullName: "long-org/long-readme")
        let readme = (1...200).map { "Paragraph number \($0) of the long README.\n" }.joined(separator: "\n")
        try api.addRoutes([
            [
                "method": "GET", "path": "/search/repositories",
                "json": ["total_count": 1, "incomplete_results": false, "items": [item]],
            ],
            ["method": "GET", "path": "/repos/long-org/long-readme", "json": item],
            ["method": "GET", "path": "/repos/long-org/long-readme/readme", "readme": readme],
        ])
        let (tmux, directory) = try startProgram(arguments: ["--api-url", api.baseURL])
        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("long-readme") }
        try tmux.sendKeys("Enter")
        let top = try tmux.waitForScreen("the detail with its README") {
            $0.contains("Paragraph number 1 ") && $0.contains("Watchers") && !$0.contains("rendering")
        }

        for _ in 0..<2 { try tmux.sendBytes(Self.sgrMouse(button: 65, column: 20, row: 10)) }
        try tmux.waitForScreen("the detail scrolled down by the wheel") { $0 != top && $0.contains("Paragraph") }
        for _ in 0..<2 { try tmux.sendBytes(Self.sgrMouse(button: 64, column: 20, row: 10)) }
        try tmux.waitForScreen("the detail back at its top") { $0 == top }
        try tmux.sendKeys("C-d")
        try tmux.waitForScreen("the detail half a page down") { !$0.contains("Watchers") && $0.contains("Paragraph") }
        try tmux.sendKeys("C-u")
        try tmux.waitForScreen("the detail back at its top after Ctrl-U") { $0 == top }
        try tmux.sendKeys("End")
        try tmux.waitForScreen("the end of the README") { $0.contains("Paragraph number 200 ") }
        try tmux.sendKeys("Home")
        try tmux.waitForScreen("the top again after Home") { $0 == top }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
    }

    func test_mKey_turnsMouseReportingOffAndOn() throws {
        let (tmux, directory) = try startProgram()
        try tmux.waitForScreen("the list") { $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing") }
        try tmux.type("m")
        try tmux.waitForScreen("the status saying the mouse is off") { $0.contains("Mouse off") }
        try waitForOutput(in: directory, "mouse reporting turned off") { !Self.isMouseReported($0) }
        try tmux.type("m")
        try tmux.waitForScreen("the status saying the mouse is on") { $0.contains("Mouse on") }
        try waitForOutput(in: directory, "mouse reporting turned on") { Self.isMouseReported($0) }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_noMouseVariable_startsWithoutMouseReporting_andMTurnsItOn() throws {
        let (tmux, directory) = try startProgram(run: "REPO_BROWSER_NO_MOUSE=1 \"$BINARY\" --offline")
        try tmux.waitForScreen("the list") { $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing") }
        try waitForOutput(in: directory, "the entering sequence") { $0.range(of: Data("\u{1B}[?2004h".utf8)) != nil }
        let output = try Data(contentsOf: directory.appendingPathComponent("output"))
        XCTAssertNil(output.range(of: Data("\u{1B}[?1000h".utf8)), "mouse reporting was asked for")
        try tmux.type("m")
        try tmux.waitForScreen("the status saying the mouse is on") { $0.contains("Mouse on") }
        try waitForOutput(in: directory, "mouse reporting turned on") { Self.isMouseReported($0) }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        try waitForOutput(in: directory, "mouse reporting turned off on quit") { !Self.isMouseReported($0) }
    }

    func test_unreachableGitHub_at80Columns_showsTheWholeHint_andOSwitchesToTheSnapshot() throws {
        let (tmux, directory) = try startProgram(arguments: ["--api-url", "http://127.0.0.1:1"], columns: 80)

        let failed = try tmux.waitForScreen("the error with the offline hint") { screen in
            Self.flattened(screen).contains("check the connection or press O for the offline snapshot")
        }
        XCTAssertTrue(Self.flattened(failed).contains("Cannot reach 127.0.0.1"), failed)
        XCTAssertFalse(failed.contains("SNAPSHOT"))
        try tmux.type("O")
        let offline = try tmux.waitForScreen("the snapshot's badge and rows") {
            $0.contains("SNAPSHOT 2026-08-22") && $0.contains("awesome-mac") && $0.contains("Showing")
        }
        XCTAssertFalse(offline.contains("Cannot reach"), "the old error stayed")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("a detail from the snapshot") { $0.contains("not in the snapshot") }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
        XCTAssertEqual(try contents(of: directory, "exit-status"), "0")
    }

    func test_ownerRepositoriesKey_onTheDetail_listsTheOwnersRepositories_andOpensOne() throws {
        let api = try startFakeAPI(searchFinding: "sample-org/tracker")
        let (tmux, _) = try startProgram(run: "\"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("sample-org/tracker") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail, its browser hint kept") { $0.contains("o browser") }
        try tmux.type("u")
        try tmux.waitForScreen("the owner's repositories by name") { screen in
            screen.contains("repositories of sample-org") && screen.contains("sort: name ↑")
                && screen.contains("sample-org/repo-0")
        }
        try tmux.type("s")
        try tmux.waitForScreen("the newest created first") {
            $0.contains("sort: created ↓") && $0.contains("> sample-org/repo-64")
        }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("that repository's detail") {
            $0.contains("sample-org/repo-64") && $0.contains("o browser")
        }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the list again") { $0.contains("repositories of sample-org") }
        let paths = try api.requests().map(\.path)
        XCTAssertTrue(paths.contains { $0.hasPrefix("/users/sample-org/repos?sort=full_name") }, "\(paths)")
        XCTAssertTrue(paths.contains { $0.hasPrefix("/users/sample-org/repos?sort=created") }, "\(paths)")
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_ownerRepositoriesKey_onTheAccount_listsYourRepositoriesOnceYourLoginIsKnown() throws {
        let api = try startFakeAPI()
        let (tmux, _) = try startProgram(
            run: "GH_TOKEN=ghp_fakeTokenForTheOwnerList0123456789ab \"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the search list") { $0.contains("> ") }
        try tmux.type("a")
        try tmux.waitForScreen("the account, signed in, offering your repositories") {
            $0.contains("sample-user") && $0.contains("u repos")
        }
        try tmux.type("u")
        try tmux.waitForScreen("your repositories") { screen in
            screen.contains("repositories of sample-user") && screen.contains("sample-user/project-2")
        }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the account again") { $0.contains("u repos") && !$0.contains("project-2") }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_ownerRepositoriesKey_offline_answersFromTheSnapshot_andSaysWhatItCannotSort() throws {
        let (tmux, _) = try startProgram()

        try tmux.waitForScreen("the snapshot's list") { $0.contains("SNAPSHOT 2026-08-22") && $0.contains("> ") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail") { $0.contains("Watchers") }
        try tmux.type("u")
        let screen = try tmux.waitForScreen("the owner's repositories the snapshot holds") { screen in
            screen.contains("repositories of ") && screen.contains("sort: name ↑") && screen.contains("> ")
        }
        XCTAssertTrue(screen.contains("SNAPSHOT 2026-08-22"), screen)
        try tmux.type("s")
        try tmux.waitForScreen("the sentence for the created sort") {
            $0.contains("does not record when repositories were created")
        }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    /// An SGR mouse report (`ESC [ < button ; column ; row M`).
    private static func sgrMouse(button: Int, column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[<\(button);\(column);\(row)M".utf8)
    }

    /// Whether, in the raw output so far, mouse reporting was last turned on rather than off.
    private static func isMouseReported(_ output: Data) -> Bool {
        guard let on = output.range(of: Data("\u{1B}[?1000h".utf8), options: .backwards) else { return false }
        guard let off = output.range(of: Data("\u{1B}[?1000l".utf8), options: .backwards) else { return true }
        return on.lowerBound > off.lowerBound
    }

    /// The screen's rows trimmed and joined with single spaces, so a sentence wrapped over rows reads whole.
    private static func flattened(_ screen: String) -> String {
        screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Polls the raw output `directory/output` (copied by tmux, which may lag) until `condition` holds, for at most
    /// ten seconds.
    private func waitForOutput(
        in directory: URL, _ description: String, file: StaticString = #filePath, line: UInt = #line,
        until condition: (Data) -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let output = try? Data(contentsOf: directory.appendingPathComponent("output")), condition(output) {
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("timed out after 10 s waiting for \(description) in the raw output", file: file, line: line)
    }

    private func startFakeAPI() throws -> FakeGithubAPI {
        do {
            let api = try FakeGithubAPI.start()
            self.api = api
            return api
        } catch {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("the fake GitHub API: \(error)") }
            throw XCTSkip("the fake GitHub API could not start: \(error)")
        }
    }

    /// The fake API answering every search with `sample-org/demo` (not starred at start).
    private func startStarringAPI() throws -> FakeGithubAPI {
        try startFakeAPI(searchFinding: "sample-org/demo")
    }

    /// The fake API answering every search with the one repository `fullName`.
    private func startFakeAPI(searchFinding fullName: String) throws -> FakeGithubAPI {
        let api = try startFakeAPI()
        try api.addRoutes([
            [
                "method": "GET", "path": "/search/repositories",
                "json": [
                    "total_count": 1, "incomplete_results": false,
                    "items": [FixtureRoutes.repository(fullName: fullName)],
                ],
            ]
        ])
        return api
    }

    /// Starts the binary with `arguments` (`--offline` unless told) in a 100 × 30 tmux window, inside a shell
    /// wrapper that records the terminal modes before and after, the exit status, and then prints `WRAPPER-DONE`.
    /// `run`, when given, replaces the command: a shell snippet in which `$BINARY` is the binary's path.
    private func startProgram(
        arguments: [String] = ["--offline"], run: String? = nil, columns: Int = 100
    ) throws -> (TmuxSession, URL) {
        let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
        guard let binary = Self.binary() else {
            if isCI { XCTFail("the repo-browser binary was not found next to the test bundle") }
            throw XCTSkip("the repo-browser binary was not found; run `swift build --build-tests`")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "repo-browser-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.directory = directory
        let script = """
            cd '\(directory.path)'
            i=0; while [ ! -f go ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i+1)); done
            stty -g > stty-before
            export XDG_CACHE_HOME='\(directory.path)/cache'
            export XDG_DATA_HOME='\(directory.path)/data'
            BINARY='\(binary.path)'
            \(run ?? "\"$BINARY\" " + arguments.map { "'\($0)'" }.joined(separator: " "))
            echo $? > exit-status
            stty -g > stty-after
            echo WRAPPER-DONE
            exec sleep 120
            """
        let wrapper = directory.appendingPathComponent("wrapper.sh")
        try script.write(to: wrapper, atomically: true, encoding: .utf8)
        let tmux = TmuxSession(executable: tmuxPath)
        self.tmux = tmux
        try tmux.start(command: "bash '\(wrapper.path)'", columns: columns, rows: 30)
        try tmux.pipeOutput(to: directory.appendingPathComponent("output"))
        try Data().write(to: directory.appendingPathComponent("go"))
        return (tmux, directory)
    }

    /// The `repo-browser` executable built next to the test bundle.
    private static func binary() -> URL? {
        let bundle = Bundle(for: InteractiveEndToEndTests.self).bundleURL
        let candidates = [
            bundle.appendingPathComponent("repo-browser"),
            bundle.deletingLastPathComponent().appendingPathComponent("repo-browser"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private func contents(of directory: URL, _ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
