import Foundation
import XCTest

/// A repository's pull requests in tmux, reached from its detail: drafts and merged ones as gh shows them.
final class PullRequestsInteractiveTests: InteractiveTestCase {
    func test_pullRequestsKey_listsThemFromTheDetail_andStepsThroughTheStates() throws {
        let api = try startFakeAPI(searchFinding: "sample-org/tracker")
        let (tmux, _) = try startProgram(run: "\"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("sample-org/tracker") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail, offering pull requests") { $0.contains("p pulls") }
        try tmux.type("p")
        try tmux.waitForScreen("the open pull requests, drafts as DRAFT") { screen in
            screen.contains("sample-org/tracker · pull requests") && screen.contains("DRAFT")
                && screen.contains("OPEN")
        }
        try tmux.type("f")
        try tmux.type("f")
        try tmux.waitForScreen("the merged pull requests") { $0.contains("state: merged") && $0.contains("MERGED") }
        let paths = try api.requests().map(\.path).filter { $0.hasPrefix("/repos/sample-org/tracker/") }
        XCTAssertTrue(paths.contains { $0.hasPrefix("/repos/sample-org/tracker/pulls?state=closed") })
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }
}
