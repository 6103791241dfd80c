import Application
import Domain
import Foundation
import XCTest

@testable import Terminal

/// An error on the list is shown whole, however long, and one that suggests `--offline` offers the key that
/// switches to the snapshot when there is one.
final class SearchLayoutErrorTests: XCTestCase {
    private let size = TerminalSize(rows: 24, columns: 80)
    private let dnsFailure =
        "Cannot find the host api.github.com (DNS lookup failed); check the API URL and the connection, or run with "
        + "--offline"

    /// The rows of `frame` from the error's first row to the message row, joined with spaces.
    private func messageText(_ frame: ScreenBuffer) -> String {
        (3...22).map { frame.text(ofRow: $0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    func test_unreachableError_at80Columns_isShownWholeWithTheOfflineKey() {
        var state = SearchListState()
        state.offlineKey = "O"
        state.error = dnsFailure

        let frame = ListLayout.frame(state, size: size)

        XCTAssertEqual(messageText(frame), dnsFailure + ", or press O for the offline snapshot")
        XCTAssertTrue(
            frame.text(ofRow: 22).trimmingCharacters(in: .whitespaces).hasSuffix("snapshot"),
            "the error ends on the message row")
        XCTAssertTrue(frame.text(ofRow: 23).contains("? help"), "the key hints stay below it")
    }

    func test_unreachableError_withoutASnapshotToSwitchTo_offersNoKey() {
        var state = SearchListState()
        state.error = dnsFailure

        let frame = ListLayout.frame(state, size: size)

        XCTAssertEqual(messageText(frame), dnsFailure)
    }

    func test_errorThatDoesNotSuggestOffline_offersNoKey() {
        var state = SearchListState()
        state.offlineKey = "O"
        state.error = "GitHub failed to answer (status 502); try again in a minute"

        XCTAssertEqual(messageText(ListLayout.frame(state, size: size)), state.error)
    }

    func test_longError_overTheList_coversOnlyTheRowsItNeeds() {
        var state = SearchListState.fixture(count: 30)
        state.offlineKey = "O"
        state.error = dnsFailure

        let frame = ListLayout.frame(state, size: size)

        let lines = ListLayout.errorLines(dnsFailure, offlineKey: "O", width: 80)
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(frame.text(ofRow: 21).trimmingCharacters(in: .whitespaces), lines[0])
        XCTAssertEqual(frame.text(ofRow: 22).trimmingCharacters(in: .whitespaces), lines[1])
        XCTAssertFalse(frame.text(ofRow: 20).contains("Cannot"), "a row above the error keeps its repository")
        XCTAssertFalse(frame.text(ofRow: 20).trimmingCharacters(in: .whitespaces).isEmpty)
    }

    func test_unreachableSentences_allEndWithTheOfflineAdvice() {
        let wording = ErrorMessage()
        for error in [
            RepositoryError.unreachable(host: "h"), .network(.unreachable, host: "h"),
            .network(.hostNotFound, host: "h"), .network(.secureConnectionFailed, host: "h"),
            .network(.timedOut(seconds: 30), host: "h"),
        ] {
            XCTAssertTrue(wording.text(for: error).hasSuffix(ErrorMessage.offlineAdvice), "\(error)")
        }
    }
}
