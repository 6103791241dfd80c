import Foundation
import XCTest

/// An account's repositories in tmux, reached from a repository's detail and from the account screen, online and
/// offline.
final class OwnerRepositoriesInteractiveTests: InteractiveTestCase {
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
}
