import Foundation
import XCTest

/// Your starred repositories in tmux, reached from the search list.
final class StarredInteractiveTests: InteractiveTestCase {
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
}
