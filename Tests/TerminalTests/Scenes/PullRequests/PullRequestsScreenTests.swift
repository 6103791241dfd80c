import Application
import Domain
import XCTest

@testable import Terminal

final class PullRequestsScreenTests: XCTestCase {
    func test_keepsEveryScreensContract() throws {
        try MainActor.assumeIsolated {
            try ScreenContract.check(usageHeading: "Pull requests") { navigation in
                TerminalPullRequestsNavigator.show(
                    of: RepoReference(owner: "octo-org", name: "tracker"), in: navigation)
            }
        }
    }
}
