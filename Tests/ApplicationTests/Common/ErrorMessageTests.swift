import Application
import Domain
import Foundation
import XCTest

final class ErrorMessageTests: XCTestCase {
    /// 2025-03-04 12:00 UTC.
    private let noon = Date(timeIntervalSince1970: 1_741_089_600)
    private let utc = TimeZone(identifier: "UTC")!

    private func message(_ error: any Error, timeZone: TimeZone? = nil) -> String {
        let now = noon
        return ErrorMessage(timeZone: timeZone ?? utc, now: { now }).text(for: error)
    }

    func test_rateLimited_anonymous_namesResetTimeAndToken() {
        let error = RepositoryError.rateLimited(resetAt: noon.addingTimeInterval(7500), tokenWouldRaiseLimit: true)
        XCTAssertEqual(
            message(error),
            "GitHub's rate limit is used up until 14:05; set GH_TOKEN or GITHUB_TOKEN for a higher limit")
    }

    func test_rateLimited_showsResetInGivenTimeZone() {
        let error = RepositoryError.rateLimited(resetAt: noon.addingTimeInterval(7500), tokenWouldRaiseLimit: true)
        XCTAssertEqual(
            message(error, timeZone: TimeZone(secondsFromGMT: 3600)),
            "GitHub's rate limit is used up until 15:05; set GH_TOKEN or GITHUB_TOKEN for a higher limit")
    }

    func test_rateLimited_onAnotherDay_includesDate() {
        let error = RepositoryError.rateLimited(resetAt: noon.addingTimeInterval(86_400), tokenWouldRaiseLimit: false)
        XCTAssertEqual(message(error), "GitHub's rate limit is used up until 2025-03-05 12:00; try again then")
    }

    func test_rateLimited_withoutReset_suggestsAMinute() {
        let error = RepositoryError.rateLimited(resetAt: nil, tokenWouldRaiseLimit: false)
        XCTAssertEqual(message(error), "GitHub's rate limit is used up; try again in a minute")
    }

    func test_rateLimited_withResetPassed_suggestsTryingAgain() {
        let error = RepositoryError.rateLimited(resetAt: noon.addingTimeInterval(-60), tokenWouldRaiseLimit: true)
        XCTAssertEqual(message(error), "GitHub's rate limit was used up and has just been reset; try again")
    }

    func test_invalidQuery_quotesGithub() {
        let error = RepositoryError.invalidQuery(message: "the search text is empty")
        XCTAssertEqual(message(error), "GitHub cannot run this search: the search text is empty; change the query")
    }

    func test_notInSnapshot_saysSoAndPointsToGithub() {
        XCTAssertEqual(
            message(RepositoryError.notInSnapshot(reason: "has no READMEs")),
            "The offline snapshot has no READMEs; run without --offline to ask GitHub")
    }

    func test_unreachable_suggestsOffline() {
        XCTAssertEqual(
            message(RepositoryError.unreachable(host: "api.github.com")),
            "Cannot reach api.github.com; check the connection or run with --offline")
    }

    func test_notFound_namesResource() {
        XCTAssertEqual(
            message(RepositoryError.notFound(resource: "repository apple/nothing")),
            "GitHub has no repository apple/nothing; it may have been renamed, deleted or made private")
    }

    func test_unauthorized_pointsAtTokenVariables() {
        XCTAssertEqual(
            message(RepositoryError.unauthorized(message: "Bad credentials")),
            "GitHub refused the token: Bad credentials; check GH_TOKEN or GITHUB_TOKEN")
    }

    func test_unauthorized_namesTheVariableActuallyUsed() {
        let authentication = Authentication(
            host: "ghe.example.com", tokenSource: .environmentVariable("GITHUB_ENTERPRISE_TOKEN"),
            tokenVariables: ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"])
        XCTAssertEqual(
            ErrorMessage(authentication: authentication).text(for: .unauthorized(message: "Bad credentials")),
            "GitHub refused the token from GITHUB_ENTERPRISE_TOKEN: Bad credentials; check GITHUB_ENTERPRISE_TOKEN")
    }

    func test_unauthorized_fromTheGithubCLI_suggestsLoggingInAgain() {
        let authentication = Authentication(
            host: "github.com", tokenSource: .githubCLI(host: "github.com"),
            tokenVariables: ["GH_TOKEN", "GITHUB_TOKEN"])
        XCTAssertEqual(
            ErrorMessage(authentication: authentication).text(for: .unauthorized(message: "Bad credentials")),
            "GitHub refused the token from gh auth token (github.com): Bad credentials; "
                + "run gh auth login --hostname github.com, or set GH_TOKEN or GITHUB_TOKEN")
    }

    func test_rateLimited_anonymousEnterprise_namesEnterpriseVariables() {
        let authentication = Authentication(
            host: "ghe.example.com", tokenSource: nil,
            tokenVariables: ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"])
        let text = ErrorMessage(authentication: authentication).text(
            for: .rateLimited(resetAt: nil, tokenWouldRaiseLimit: true))
        XCTAssertTrue(text.hasSuffix("set GH_ENTERPRISE_TOKEN or GITHUB_ENTERPRISE_TOKEN for a higher limit"), text)
    }

    func test_serverError_namesStatus() {
        XCTAssertEqual(
            message(RepositoryError.serverError(status: 502)),
            "GitHub failed to answer (status 502); try again in a minute")
    }

    func test_badResponse_saysWhatAndWhere() {
        XCTAssertEqual(
            message(RepositoryError.badResponse(reason: "expected a number", keyPath: "items.3.id")),
            "GitHub's answer could not be read (expected a number at 'items.3.id'); try again, and report it if it persists"
        )
    }

    func test_badResponseFromMappingError_namesTheKeyPathOnce() {
        let text = message(RepositoryError(MappingError.missingField(keyPath: "archived", expected: "boolean")))
        XCTAssertEqual(
            text,
            "GitHub's answer could not be read (missing boolean at 'archived'); try again, and report it if it persists"
        )
    }

    func test_cancelled() {
        XCTAssertEqual(message(RepositoryError.cancelled), "The request was cancelled; try again")
    }

    func test_otherError_isDescribed() {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "disk on fire" }
        }
        XCTAssertEqual(message(Broken()), "Something went wrong: disk on fire; try again")
    }
}
