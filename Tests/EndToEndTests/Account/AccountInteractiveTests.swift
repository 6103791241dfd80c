import Foundation
import XCTest

/// The account screen in tmux, reached from the search list: who the requests are made as and the quotas left.
final class AccountInteractiveTests: InteractiveTestCase {
    func test_accountKey_showsAnonymousRequestsTheirQuotas_andHowToRaiseThem_andEscGoesBack() throws {
        let api = try startFakeAPI()
        let (tmux, _) = try startProgram(run: "env -u GH_TOKEN -u GITHUB_TOKEN \"$BINARY\" --api-url '\(api.baseURL)'")

        try tmux.waitForScreen("the search list") { $0.contains("> ") && $0.contains("sample-org/repo-0") }
        try tmux.type("a")
        let account = try tmux.waitForScreen("the account with its quotas") { screen in
            screen.contains("Token: none") && screen.contains("Core: 4,999 of 5,000 left")
                && screen.contains("GH_TOKEN")
        }
        XCTAssertTrue(account.contains("u repos"), account)
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the search list again") { $0.contains("sample-org/repo-0") && !$0.contains("Token:") }
        XCTAssertEqual(try api.requests().map(\.path).filter { $0 == "/rate_limit" }.count, 1)
        try tmux.type("q")
        try tmux.waitForScreen("the shell after the program") { $0.contains("WRAPPER-DONE") }
    }
}
