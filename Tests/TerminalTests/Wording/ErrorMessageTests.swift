import Application
import Domain
import Foundation
import XCTest

@testable import Terminal

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

    func test_notRecorded_isTheSourcesReasonWithItsAdvice() {
        let source = DataSource(unrecordedAdvice: "run without --offline to ask GitHub")
        XCTAssertEqual(
            ErrorMessage(dataSource: source).text(
                for: RepositoryError.notRecorded(reason: "The snapshot has no READMEs")),
            "The snapshot has no READMEs; run without --offline to ask GitHub")
        XCTAssertEqual(
            ErrorMessage().text(for: RepositoryError.notRecorded(reason: "The source has no READMEs")),
            "The source has no READMEs")
    }

    func test_unreachable_suggestsOffline() {
        XCTAssertEqual(
            message(RepositoryError.network(.unreachable, host: "api.github.com")),
            "Cannot reach api.github.com; check the connection or run with --offline")
    }

    func test_everyFailureToReachTheHost_suggestsOffline() {
        let notReached: [RepositoryError] = [
            .network(.unreachable, host: "api.github.com"),
            .network(.hostNotFound, host: "api.github.com"), .network(.secureConnectionFailed, host: "api.github.com"),
            .network(.timedOut(seconds: 30), host: "api.github.com"),
        ]
        for error in notReached {
            XCTAssertTrue(message(error).hasSuffix("run with --offline"), message(error))
        }
    }

    func test_hostNotFound_suggestsOffline() {
        XCTAssertEqual(
            message(RepositoryError.network(.hostNotFound, host: "api.github.com")),
            "Cannot find the host api.github.com (DNS lookup failed); check the API URL and the connection, "
                + "or run with --offline")
    }

    func test_hostThatAnsweredBadly_isNotCalledUnreachable_norSentOffline() {
        let answered: [NetworkFailure] = [
            .malformedResponse, .tooManyRedirects, .responseTooLarge(limitBytes: 20_000_000), .headerTooLarge,
            .redirectToUnsupportedScheme("file"),
        ]
        for failure in answered {
            let text = message(RepositoryError.network(failure, host: "api.github.com"))
            XCTAssertFalse(text.contains("Cannot reach"), text)
            XCTAssertFalse(text.contains("--offline"), text)
        }
    }

    func test_notServed_saysTheHostDoesNotServeIt_notThatItWasRenamed() {
        let text = message(RepositoryError.notServed(resource: "search results", host: "127.0.0.1"))
        XCTAssertEqual(text, "127.0.0.1 does not serve search results (status 404); check the API URL")
        XCTAssertFalse(text.contains("renamed"))
    }

    func test_repositoryNotFound_saysSoNamingTheRepository_andHowToReachAPrivateOne() {
        XCTAssertEqual(
            message(RepositoryError.repositoryNotFound(RepoReference(owner: "foo", name: "bar"))),
            "Repository foo/bar was not found; check the owner and name, or set GH_TOKEN or GITHUB_TOKEN if it is "
                + "private")
    }

    func test_untrustedPageLink_namesWhereItLedAndThatNothingWasSent() {
        XCTAssertEqual(
            message(
                RepositoryError.untrustedPageLink(address: "https://evil.example/x", apiBase: "https://api.github.com")),
            "GitHub's answer led to its next page at https://evil.example/x, outside the API at https://api.github.com; "
                + "not followed, and no token was sent there")
    }

    func test_notFound_namesResource() {
        XCTAssertEqual(
            message(RepositoryError.notFound(resource: "repository apple/nothing")),
            "GitHub has no repository apple/nothing; it may have been renamed, deleted or made private")
    }

    func test_issuesDisabled_saysTheRepositoryTurnedThemOff_asGhDoes() {
        XCTAssertEqual(
            message(RepositoryError.issuesDisabled(repository: RepoReference(owner: "sample-org", name: "no-issues"))),
            "The 'sample-org/no-issues' repository has disabled issues")
    }

    func test_unauthorizedWithoutToken_asksForOneInsteadOfBlamingIt() {
        XCTAssertEqual(
            message(RepositoryError.unauthorized(message: "Requires authentication")),
            "GitHub asks for a token: Requires authentication; set GH_TOKEN or GITHUB_TOKEN")
    }

    func test_forbiddenWithToken_namesTheVariableActuallyUsed() {
        let authentication = Authentication(
            host: "github.com", tokenSource: .environmentVariable("GH_TOKEN"),
            tokenVariables: ["GH_TOKEN", "GITHUB_TOKEN"])
        XCTAssertEqual(
            ErrorMessage(authentication: authentication).text(for: .forbidden(message: "Must have admin rights")),
            "GitHub refused access with the token from GH_TOKEN: Must have admin rights; check that token's permissions"
        )
    }

    func test_forbiddenWithoutToken_doesNotMentionARefusedToken() {
        let text = message(RepositoryError.forbidden(message: "Forbidden"))
        XCTAssertEqual(
            text, "GitHub refused access without a token: Forbidden; setting GH_TOKEN or GITHUB_TOKEN may help")
    }

    func test_unavailablePart_namesItAndGithubsReason() {
        XCTAssertEqual(
            message(RepositoryError.unavailable(resource: "contributors of torvalds/linux", message: "too large")),
            "GitHub does not provide the contributors of torvalds/linux: too large")
    }

    func test_rateLimitsDisabled_saysTheServerHasNone() {
        XCTAssertEqual(
            message(RepositoryError.rateLimitsDisabled(host: "github.example.com")),
            "github.example.com has no rate limits: rate limiting is turned off on this server")
    }

    func test_networkFailures_areWordedByCause() {
        let expectations: [(NetworkFailure, String)] = [
            (.unreachable, "Cannot reach api.github.com; check the connection"),
            (.hostNotFound, "Cannot find the host api.github.com (DNS lookup failed)"),
            (.secureConnectionFailed, "Cannot make a secure connection to api.github.com (TLS failed)"),
            (.timedOut(seconds: 30), "api.github.com did not answer within 30 seconds (timed out)"),
            (.tooManyRedirects, "api.github.com redirected too many times"),
            (
                .responseTooLarge(limitBytes: 20_000_000),
                "api.github.com sent a response too large to read (over 20 MB)"
            ),
            (.headerTooLarge, "api.github.com sent response headers too large to read"),
            (.redirectToUnsupportedScheme("file"), "api.github.com redirected to a 'file:' URL, which is not HTTP"),
            (.malformedResponse, "api.github.com answered, but not with a valid HTTP response"),
        ]
        var sentences: Set<String> = []
        for (failure, start) in expectations {
            let text = message(RepositoryError.network(failure, host: "api.github.com"))
            XCTAssertTrue(text.hasPrefix(start), text)
            sentences.insert(text)
        }
        XCTAssertEqual(sentences.count, expectations.count, "each cause has its own sentence")
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
