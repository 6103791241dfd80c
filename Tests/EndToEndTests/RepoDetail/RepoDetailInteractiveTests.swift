import Foundation
import XCTest

/// A repository's detail in tmux: its parts (a failed one too), the README (redacted, huge), the star, and
/// scrolling.
final class RepoDetailInteractiveTests: InteractiveTestCase {
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
}
