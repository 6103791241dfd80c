import Foundation
import XCTest

/// A repository's issues in tmux, reached from its detail: the states, the filter, and the list's own keys.
final class IssuesInteractiveTests: InteractiveTestCase {
    func test_issuesKey_listsThemFromTheDetail_stepsThroughTheStates_andFilters() throws {
        let api = try startFakeAPI(searchFinding: "sample-org/tracker")
        let (tmux, _) = try startProgram(run: "\"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("sample-org/tracker") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail, offering issues") { $0.contains("i issues") }
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
        let paths = try api.requests().map(\.path).filter { $0.hasPrefix("/repos/sample-org/tracker/") }
        XCTAssertTrue(paths.contains { $0.hasPrefix("/repos/sample-org/tracker/issues?state=open") })
        XCTAssertTrue(paths.contains { $0.contains("issues?state=closed&labels=bug&creator=octocat") })
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }
}
