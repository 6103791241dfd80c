import Application
import Domain
import XCTest

@testable import Terminal

final class OwnerRepositoriesScreenTests: XCTestCase {
    func test_keepsEveryScreensContract() throws {
        try MainActor.assumeIsolated {
            try ScreenContract.check(usageHeading: "An owner's repositories") { navigation in
                TerminalOwnerRepositoriesNavigator.show(of: "octo-org", in: navigation)
            }
        }
    }
}
