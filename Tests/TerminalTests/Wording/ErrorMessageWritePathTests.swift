import Application
import Domain
import XCTest

@testable import ApplicationTests
@testable import Terminal

/// The sentences for the write path: starring refused before sending, by a token's permissions or by GitHub, and a
/// search history that cannot be used.
final class ErrorMessageWritePathTests: XCTestCase {
    private let requirement =
        "a classic token needs the public_repo or repo scope, a fine-grained token the Starring user permission"

    func test_tokenRequired_namesTheVariablesAndSaysNothingWasSent() {
        XCTAssertEqual(
            ErrorMessage().text(for: RepositoryError.tokenRequired(action: "starring sample-org/demo")),
            "Starring sample-org/demo needs a GitHub token; set GH_TOKEN or GITHUB_TOKEN (nothing was sent)")
    }

    func test_missingPermission_namesTheTokensSourceAndWhatItNeeds() {
        let error = RepositoryError.missingPermission(
            action: "starring sample-org/demo", requirement: requirement,
            message: "Resource not accessible by personal access token")
        XCTAssertEqual(
            ErrorMessage(authentication: .fixtureToken).text(for: error),
            "GitHub refused starring sample-org/demo with the token from GH_TOKEN: Resource not accessible by "
                + "personal access token; \(requirement)")
    }

    func test_rejected_quotesGithub() {
        XCTAssertEqual(
            ErrorMessage().text(
                for: RepositoryError.rejected(action: "unstarring sample-org/demo", message: "Validation Failed")),
            "GitHub refused unstarring sample-org/demo: Validation Failed")
    }

    func test_historyErrors_sayTheHistoryIsOffAndWhy() {
        let path = "/home/me/.local/share/repo-browser/search-history.sqlite"
        let cases: [(SearchHistoryError, String)] = [
            (
                .newerSchema(path: path, found: 3, known: 2),
                "Search history is off: \(path) was written by a newer RepoBrowser (schema 3, this one knows 2); "
                    + "it was left as it is"
            ),
            (.readOnly(path: path), "Search history is off: \(path) cannot be written (read-only)"),
            (.diskFull(path: path), "Search history is off: the disk holding \(path) is full"),
            (
                .busy(path: path),
                "Search history is busy: another repo-browser kept \(path) locked; try again"
            ),
            (
                .cannotOpen(path: path, reason: "its folder cannot be created"),
                "Search history is off: \(path) cannot be opened (its folder cannot be created)"
            ),
        ]
        for (error, sentence) in cases {
            XCTAssertEqual(ErrorMessage().text(for: error), sentence)
            XCTAssertEqual(ErrorMessage().text(for: error as any Error), sentence, "through text(for: any Error)")
            XCTAssertFalse(sentence.contains("\n"))
        }
    }

    func test_recovery_saysWhereTheDamagedFileWent() {
        let recovery = SearchHistoryRecovery(
            path: "/data/search-history.sqlite", movedTo: "/data/search-history.sqlite.damaged-20261125T135312Z",
            reason: "file is not a database")
        XCTAssertEqual(
            ErrorMessage().text(for: recovery),
            "The search history was damaged (file is not a database); it was moved to "
                + "/data/search-history.sqlite.damaged-20261125T135312Z and a new one started")
    }
}
