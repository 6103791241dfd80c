import Application
import Domain
import XCTest

@testable import Terminal

final class AccountScreenTests: XCTestCase {
    func test_keepsEveryScreensContract() throws {
        try MainActor.assumeIsolated {
            try ScreenContract.check(usageHeading: "Account") { navigation in
                TerminalAccountNavigator.show(in: navigation)
            }
        }
    }
}
