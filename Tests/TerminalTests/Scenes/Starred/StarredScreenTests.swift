import Application
import Domain
import XCTest

@testable import Terminal

final class StarredScreenTests: XCTestCase {
    func test_keepsEveryScreensContract() throws {
        try MainActor.assumeIsolated {
            try ScreenContract.check(usageHeading: "Your starred repositories") { navigation in
                TerminalStarredNavigator.show(in: navigation)
            }
        }
    }
}
