import Application
import Domain
import XCTest

@testable import Terminal

final class SearchScreenTests: XCTestCase {
    func test_keepsEveryScreensContract() throws {
        try MainActor.assumeIsolated {
            try ScreenContract.check(usageHeading: "The search list") { navigation in
                TerminalSearchNavigator.show(searching: "swift", sortedBy: .bestMatch, in: navigation)
            }
        }
    }
}
