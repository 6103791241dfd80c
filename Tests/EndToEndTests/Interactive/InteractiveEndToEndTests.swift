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
        try tmux.waitForScreen("the help over the detail") { $0.contains("this help") && $0.contains("Contributors") }
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
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the list redrawn after fg") {
            $0.contains("SNAPSHOT 2026-08-22") && $0.contains("Showing")
        }
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
        let api = try startFakeAPI()
        try api.addRoutes([
            [
                "method": "GET", "path": "/search/repositories",
                "json": [
                    "total_count": 1, "incomplete_results": false,
                    "items": [FixtureRoutes.repository(fullName: "sample-org/demo")],
                ],
            ]
        ])
        return api
    }

    /// Starts the binary with `arguments` (`--offline` unless told) in a 100 × 30 tmux window, inside a shell
    /// wrapper that records the terminal modes before and after, the exit status, and then prints `WRAPPER-DONE`.
    /// `run`, when given, replaces the command: a shell snippet in which `$BINARY` is the binary's path.
    private func startProgram(arguments: [String] = ["--offline"], run: String? = nil) throws -> (TmuxSession, URL) {
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
        try tmux.start(command: "bash '\(wrapper.path)'", columns: 100, rows: 30)
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
