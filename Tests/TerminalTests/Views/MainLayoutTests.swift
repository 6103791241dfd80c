import Domain
import Foundation
import XCTest

@testable import Terminal

final class MainLayoutTests: XCTestCase {
    private let size = TerminalSize(rows: 24, columns: 80)
    private let utc = TimeZone(identifier: "UTC")!

    func test_header_showsSearchSortAndCount() {
        var state = MainViewState.fixture(count: 30)
        state.searchText = "language:swift"
        state.sort = .stars

        let frame = MainLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 0).contains("language:swift"))
        XCTAssertTrue(frame.text(ofRow: 1).contains("sort: stars"))
        XCTAssertTrue(frame.text(ofRow: 1).contains("Showing 30 of 1,234"))
    }

    func test_header_showsHowManyUnreadableRepositoriesWereSkipped() {
        var state = MainViewState.fixture(count: 30)
        state.skippedItemCount = 2

        let frame = MainLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 1).contains("Showing 30 of 1,234 · 2 unreadable skipped"), frame.text(ofRow: 1))
        XCTAssertFalse(
            MainLayout.frame(.fixture(count: 30), size: size, timeZone: utc).text(ofRow: 1).contains("skipped"))
    }

    func test_header_offline_leavesTheBadgesColumnsFree() {
        var state = MainViewState.fixture(count: 3, isSampleData: true)
        state.searchText = String(repeating: "x", count: 200)

        let title = MainLayout.frame(state, size: size, timeZone: utc).text(ofRow: 0)

        XCTAssertTrue(title.hasSuffix(String(repeating: " ", count: SnapshotBadge.width + 1)), title)
    }

    func test_header_showsTheQuotaAndItsResetTime() {
        var state = MainViewState.fixture(count: 3)
        state.rateLimit = RateLimitStatus(
            limit: 10, remaining: 9, used: 1, resetAt: Date(timeIntervalSince1970: 14 * 3600 + 5 * 60),
            resource: "search")

        let frame = MainLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 1).contains("quota 9/10, resets 14:05"), frame.text(ofRow: 1))
    }

    func test_loading_turnsTheSpinner() {
        var state = MainViewState.fixture(count: 0)
        state.isLoading = true

        let first = MainLayout.frame(state, size: size, spinnerFrame: 0, timeZone: utc)
        let second = MainLayout.frame(state, size: size, spinnerFrame: 1, timeZone: utc)

        XCTAssertNotEqual(first.text(ofRow: 1), second.text(ofRow: 1))
        XCTAssertTrue(first.text(ofRow: 1).contains("searching"))
    }

    func test_beforeTheFirstAnswer_showsALoadingSpinnerNotNoMatch() {
        let state = MainViewState()

        let first = MainLayout.frame(state, size: size, spinnerFrame: 0, timeZone: utc)
        let second = MainLayout.frame(state, size: size, spinnerFrame: 1, timeZone: utc)

        XCTAssertTrue(first.text(ofRow: MainLayout.headerRows).contains("Loading repositories"))
        XCTAssertNotEqual(first.text(ofRow: MainLayout.headerRows), second.text(ofRow: MainLayout.headerRows))
        XCTAssertFalse(first.text.contains("No repositories match"))
        XCTAssertFalse(first.text.contains("Showing"))
        XCTAssertTrue(state.isBusy)
    }

    func test_firstPageLoading_showsALoadingSpinnerNotNoMatch() {
        var state = MainViewState()
        state.isLoading = true

        let frame = MainLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: MainLayout.headerRows).contains("Loading repositories"))
        XCTAssertFalse(frame.text.contains("No repositories match"))
    }

    func test_answeredEmptySearch_saysNothingMatches() {
        let frame = MainLayout.frame(.fixture(count: 0, total: 0), size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: MainLayout.headerRows).contains("No repositories match this search."))
        XCTAssertTrue(frame.text(ofRow: 1).contains("Showing 0 of 0"))
    }

    func test_failedFirstLoad_showsOnlyTheError() {
        var state = MainViewState()
        state.error = "Cannot reach api.github.com; check the connection or run with --offline"

        let frame = MainLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 22).hasPrefix("Cannot reach api.github.com"))
        XCTAssertFalse(frame.text.contains("No repositories match"))
        XCTAssertFalse(frame.text.contains("Loading repositories"))
        XCTAssertFalse(frame.text.contains("Showing"))
        XCTAssertFalse(state.isBusy)
    }

    func test_failedSearchAfterAnEmptyAnswer_doesNotSayNothingMatches() {
        var state = MainViewState.fixture(count: 0, total: 0)
        state.isAnswered = false
        state.error = "GitHub answered 502; try again later"

        let frame = MainLayout.frame(state, size: size, timeZone: utc)

        XCTAssertFalse(frame.text.contains("No repositories match"))
        XCTAssertFalse(frame.text.contains("Showing 0 of 0"))
    }

    func test_error_showsAboveTheFooterAndKeepsTheList() {
        var state = MainViewState.fixture(count: 5)
        state.error = "GitHub's rate limit is used up until 14:05; set GITHUB_TOKEN for a higher limit"

        let frame = MainLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 22).hasPrefix("GitHub's rate limit"))
        XCTAssertTrue(frame.text(ofRow: MainLayout.headerRows + 4).contains("owner/repo4"))
        XCTAssertEqual(frame[22, 0].style.foreground, .red)
    }

    func test_footer_showsKeyHints() {
        let frame = MainLayout.frame(.fixture(count: 1), size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 23).hasPrefix("j/k move"))
    }

    func test_queryEditor_replacesTheMessageRow() {
        var state = MainViewState.fixture(count: 1)
        state.queryEditor = QueryEditor(text: "topic:cli")

        let frame = MainLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 22).hasPrefix("/ topic:cli"))
        XCTAssertTrue(frame.text(ofRow: 23).hasPrefix("Enter search"))
    }

    func test_hostileDescription_producesNoEscapeByte() {
        var state = MainViewState()
        state.repos = [
            .viewFixture(
                id: 1, fullName: "sample-org/terminal-escape-test",
                description: "x \u{1B}]0;pwned\u{07} sets a title, \u{1B}[2J clears, \u{1B}[31mred\u{1B}[0m \u{07}")
        ]
        state.error = "bad \u{1B}[2J error"
        var renderer = FrameRenderer(colorMode: .disabled)

        let bytes = renderer.render(MainLayout.frame(state, size: TerminalSize(rows: 24, columns: 200), timeZone: utc))

        XCTAssertFalse(containsSequence(bytes, Array("\u{1B}]0;pwned".utf8)))
        // The renderer's own full repaint starts with ESC [0m ESC [H ESC [2J (11 bytes); none may follow.
        XCTAssertFalse(containsSequence(bytes, Array("\u{1B}[2J".utf8), after: 11))
        XCTAssertFalse(bytes.contains(0x07))
    }

    func test_selectionMove_repaintsTheTwoRowsAndThePositionInUnder200Bytes() {
        var state = MainViewState.fixture(count: 30)
        var renderer = FrameRenderer(colorMode: .enabled)
        _ = renderer.render(MainLayout.frame(state, size: TerminalSize(rows: 30, columns: 100), timeZone: utc))

        state.select(1, visibleRows: MainLayout.visibleRows(in: TerminalSize(rows: 30, columns: 100)))
        let bytes = renderer.render(MainLayout.frame(state, size: TerminalSize(rows: 30, columns: 100), timeZone: utc))

        XCTAssertLessThan(bytes.count, 200)
        let rowsMoved = Set(cursorRows(in: bytes))
        XCTAssertEqual(rowsMoved, [1, MainLayout.headerRows, MainLayout.headerRows + 1])
    }

    func test_fortyByTen_showsNamesStarsAndFooter() {
        let frame = MainLayout.frame(.fixture(count: 30), size: TerminalSize(rows: 10, columns: 40), timeZone: utc)

        XCTAssertEqual(MainLayout.visibleRows(in: frame.size), 5)
        XCTAssertTrue(frame.text(ofRow: 3).hasPrefix("> owner/repo0"))
        XCTAssertTrue(frame.text(ofRow: 3).contains("1,234"))
        XCTAssertTrue(frame.text(ofRow: 9).hasPrefix("j/k move"))
    }

    func test_selectionBelowTheScreen_scrollsTheList() {
        var state = MainViewState.fixture(count: 30)
        state.select(12, visibleRows: 5)

        let frame = MainLayout.frame(state, size: TerminalSize(rows: 10, columns: 40), timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 7).hasPrefix("> owner/repo12"))
    }

    /// The rows of the cursor moves (`ESC [ row ; column H`), zero-based.
    private func cursorRows(in bytes: [UInt8]) -> [Int] {
        let text = String(decoding: bytes, as: UTF8.self)
        let pattern = try! NSRegularExpression(pattern: "\u{1B}\\[(\\d+);\\d+H")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).flatMap { Int(text[$0]) }.map { $0 - 1 }
        }
    }

    private func containsSequence(_ bytes: [UInt8], _ sequence: [UInt8], after start: Int = 0) -> Bool {
        guard bytes.count >= sequence.count, start <= bytes.count - sequence.count else { return false }
        return (start...(bytes.count - sequence.count)).contains {
            Array(bytes[$0..<($0 + sequence.count)]) == sequence
        }
    }
}
