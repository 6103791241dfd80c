import Application
import Domain
import XCTest

@testable import ApplicationTests
@testable import Terminal

final class TokenDescriptionTests: XCTestCase {
    func test_withToken_namesItsSourceAndGivesNoHint() {
        let description = TokenDescription(.fixtureToken)

        XCTAssertEqual(description.source, "GH_TOKEN")
        XCTAssertNil(description.hint)
    }

    func test_withoutToken_hasNoSourceAndHintsAtTheQuotasATokenRaises() throws {
        let description = TokenDescription(.anonymousGithub)

        XCTAssertNil(description.source)
        let hint = try XCTUnwrap(description.hint)
        XCTAssertTrue(hint.hasPrefix("Anonymous requests get 10 searches a minute and 60 other requests an hour"), hint)
        XCTAssertTrue(hint.hasSuffix("for 30 and 5000"), hint)
    }

    func test_withoutEnterpriseToken_hintsAtEnterpriseVariables() throws {
        let enterprise = Authentication(
            host: "ghe.example.com", tokenSource: nil,
            tokenVariables: ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"])

        let hint = try XCTUnwrap(TokenDescription(enterprise).hint)

        XCTAssertTrue(hint.contains("set GH_ENTERPRISE_TOKEN or GITHUB_ENTERPRISE_TOKEN"), hint)
    }
}
