import Foundation
import XCTest

/// An issue's or a pull request's conversation in tmux, opened with Enter from either list: the header and body at
/// once, the comments paged as the reader scrolls, `o` to the browser, and a conversation GitHub cannot be reached for.
final class ConversationInteractiveTests: InteractiveTestCase {
    /// Starts the program on the fake API with `sample-org/conversations` found, opens its detail, then the list `key`
    /// opens, and returns the session, the fake API and the file the fake browser writes.
    private func openList(
        _ key: String, waitingFor list: String
    ) throws -> (tmux: TmuxSession, api: FakeGithubAPI, opened: URL) {
        let api = try startFakeAPI(searchFinding: "sample-org/conversations")
        let browser = try fakeBrowser()
        let (tmux, _) = try startProgram(
            run: "GH_BROWSER='\(browser.script)' \"$BINARY\" --api-url '\(api.baseURL)'")
        try tmux.waitForScreen("the repository") { $0.contains("> ") && $0.contains("sample-org/conversations") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the detail") { $0.contains("i issues") }
        try tmux.type(key)
        try tmux.waitForScreen(list) { $0.contains("sample-org/conversations · \(list)") && $0.contains("#") }
        return (tmux, api, browser.output)
    }

    func test_enterOnAnIssue_showsItsConversation_oOpensItsPage_andEscReturnsToTheList() throws {
        let (tmux, _, opened) = try openList("i", waitingFor: "issues")
        try tmux.waitForScreen("the oldest open issue at the end of the list") { $0.contains("Crash on start") }
        try tmux.type("G")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the issue's header, body and its comments in time order") { screen in
            screen.contains("Crash on start sample-org/conversations#1")
                && screen.contains("Open • octocat opened") && screen.contains("3 comments")
                && screen.contains("Labels: bug, good first issue") && screen.contains("Milestone: v1.0")
                && screen.contains("The app crashes on start.") && screen.contains("I can reproduce this.")
                && screen.contains("o browser")
        }
        try tmux.type("o")
        XCTAssertEqual(openedAddress(opened), "https://github.com/sample-org/conversations/issues/1")
        try tmux.type("?")
        try tmux.waitForScreen("the conversation's keys in the help") {
            $0.contains("scroll a line") && $0.contains("back to the list")
        }
        try tmux.type("x")
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the issue list again") { $0.contains("sample-org/conversations · issues") }
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }

    func test_enterOnAPullRequest_showsItsReviewsAmongTheComments() throws {
        let (tmux, _, _) = try openList("p", waitingFor: "pull requests")
        try tmux.type("f")
        try tmux.type("f")
        try tmux.waitForScreen("the merged pull request") { $0.contains("state: merged") && $0.contains("Add a cache") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the pull request's state line, size and reviewers") { screen in
            screen.contains("Add a cache sample-org/conversations#3")
                && screen.contains("Merged • octocat wants to merge") && screen.contains("files changed")
                && screen.contains("Reviewers:")
        }
        try tmux.type("G")
        try tmux.waitForScreen("the reviews placed among the comments, with their verdicts") { screen in
            screen.contains("requested changes") && screen.contains("dismissed")
        }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the pull request list again") { $0.contains("state: merged") }
    }

    func test_aLongConversation_asksForTheNextPageOnlyWhenTheReaderNearsTheEnd() throws {
        let (tmux, api, _) = try openList("i", waitingFor: "issues")
        try tmux.waitForScreen("the long discussion") { $0.contains("A long discussion") }
        try tmux.type("jjj")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the first page of comments") {
            $0.contains("A long discussion sample-org/conversations#5") && $0.contains("250 comments")
        }
        let commentPages = {
            try api.requests().map(\.path).filter { $0.contains("/issues/5/comments") }
        }
        XCTAssertEqual(try commentPages().count, 1, "only the first page until the reader scrolls")
        try tmux.type("G")
        try tmux.waitForScreen("the end, once every page has come") { $0.contains("Comment 250 of 250") }
        XCTAssertEqual(try commentPages().count, 3)
    }

    func test_aConversationGitHubCannotBeReachedFor_saysSoInOneSentence_andOStillOpensItsPage() throws {
        let (tmux, api, opened) = try openList("i", waitingFor: "issues")
        try tmux.waitForScreen("the list") { $0.contains("Crash on start") }
        api.stop()
        try tmux.type("G")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("one sentence where the issue would be, offering the offline snapshot") { screen in
            screen.contains("Crash on start sample-org/conversations#1") && screen.contains("press O for the offline")
        }
        try tmux.type("o")
        XCTAssertEqual(openedAddress(opened), "https://github.com/sample-org/conversations/issues/1")
        try tmux.type("O")
        try tmux.waitForScreen("the offline snapshot's list, with its badge") { $0.contains("SNAPSHOT") }
    }

    func test_hostileTitleBodyAndComments_stayInert_andAMegabyteBodyKeepsKeysAnswered() throws {
        let (tmux, _, _) = try openList("i", waitingFor: "issues")
        try tmux.waitForScreen("the hostile issue, its title's controls taken out") {
            $0.contains("Hostile red title evil")
        }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the conversation, the title and the body's controls taken out") {
            $0.contains("Hostile red title evil sample-org/conversations#8") && $0.contains("Escapes and bidi txt.exe")
        }
        try tmux.type("G")
        try tmux.waitForScreen("the end of a megabyte's body, then the comments") { $0.contains("No body provided") }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the list again, at once") { $0.contains("sample-org/conversations · issues") }
    }
}
