import Application
import Domain
import XCTest

@testable import Terminal

final class RepoDetailScreenTests: XCTestCase {
    func test_keepsEveryScreensContract() throws {
        try MainActor.assumeIsolated {
            try ScreenContract.check(usageHeading: "A repository's detail") { navigation in
                TerminalRepoDetailNavigator.show(detailOf: RepoListItem(.viewFixture(id: 1)), in: navigation)
            }
        }
    }
}
