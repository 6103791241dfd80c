import Application
import Domain
import Foundation
import XCTest

@testable import Terminal

/// An error on the list is shown whole, however long; the interactive program words a failure to reach GitHub with
/// the key that switches to the snapshot, when there is one to switch to.
final class SearchLayoutErrorTests: XCTestCase {
    private let size = TerminalSize(rows: 24, columns: 80)
    private let dnsFailure = RepositoryError.network(.hostNotFound, host: "api.github.com")
    private let interactive = ErrorMessage().advisingOffline("press O for the offline snapshot")

    /// The rows of `frame` from the error's first row to the message row, joined with spaces.
    private func messageText(_ frame: ScreenBuffer) -> String {
        (3...22).map { frame.text(ofRow: $0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    func test_unreachableError_at80Columns_isShownWholeWithTheOfflineKey() {
        var state = SearchListState()
        state.error = interactive.text(for: dnsFailure)

        let frame = ListLayout.frame(state, size: size)

        XCTAssertEqual(
            messageText(frame),
            "Cannot find the host api.github.com (DNS lookup failed); check the API URL and the connection, or press O "
                + "for the offline snapshot")
        XCTAssertTrue(
            frame.text(ofRow: 22).trimmingCharacters(in: .whitespaces).hasSuffix("snapshot"),
            "the error ends on the message row")
        XCTAssertTrue(frame.text(ofRow: 23).contains("? help"), "the key hints stay below it")
    }

    func test_unreachableError_withoutASnapshotToSwitchTo_offersNothingElse() {
        let wording = ErrorMessage().advisingOffline(nil)

        XCTAssertEqual(
            wording.text(for: dnsFailure),
            "Cannot find the host api.github.com (DNS lookup failed); check the API URL and the connection")
    }

    func test_errorThatIsNotAboutReachingGitHub_offersNoSnapshot() {
        XCTAssertFalse(interactive.text(for: .serverError(status: 502)).contains("offline"))
    }

    func test_longError_overTheList_coversOnlyTheRowsItNeeds() {
        var state = SearchListState.fixture(count: 30)
        state.error = interactive.text(for: dnsFailure)

        let frame = ListLayout.frame(state, size: size)

        let lines = ListLayout.errorLines(interactive.text(for: dnsFailure), width: 80)
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(frame.text(ofRow: 21).trimmingCharacters(in: .whitespaces), lines[0])
        XCTAssertEqual(frame.text(ofRow: 22).trimmingCharacters(in: .whitespaces), lines[1])
        XCTAssertFalse(frame.text(ofRow: 20).contains("Cannot"), "a row above the error keeps its repository")
        XCTAssertFalse(frame.text(ofRow: 20).trimmingCharacters(in: .whitespaces).isEmpty)
    }

    func test_unreachableSentences_allEndWithTheOfflineAdviceGiven() {
        for error in [
            RepositoryError.network(.unreachable, host: "h"), .network(.hostNotFound, host: "h"),
            .network(.secureConnectionFailed, host: "h"), .network(.timedOut(seconds: 30), host: "h"),
        ] {
            XCTAssertTrue(error.isUnreachable, "\(error)")
            XCTAssertTrue(interactive.text(for: error).hasSuffix("press O for the offline snapshot"), "\(error)")
            XCTAssertTrue(ErrorMessage().text(for: error).hasSuffix("run with --offline"), "\(error)")
        }
    }
}
