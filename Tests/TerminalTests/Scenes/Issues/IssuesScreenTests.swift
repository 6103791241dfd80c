import Application
import Domain
import XCTest

@testable import Terminal

final class IssuesScreenTests: XCTestCase {
    func test_keepsEveryScreensContract() throws {
        try MainActor.assumeIsolated {
            try ScreenContract.check(usageHeading: "Issues") { navigation in
                TerminalIssuesNavigator.show(of: RepoReference(owner: "octo-org", name: "tracker"), in: navigation)
            }
        }
    }
}
