import Application
import Domain
import Foundation
import XCTest

@testable import Terminal

final class SearchLayoutTests: XCTestCase {
    private let size = TerminalSize(rows: 24, columns: 80)
    private let utc = TimeZone(identifier: "UTC")!

    func test_editing_listsTheSuggestionsOverTheEditor_newestNearest() {
        var state = SearchListState.fixture(count: 30)
        state.scene.queryEditor = QueryEditor(text: "va")
        let used = Date(timeIntervalSince1970: 0)
        state.scene.showSuggestions([
            SearchHistoryEntry(text: "vapor", sort: .stars, order: .ascending, lastUsedAt: used),
            SearchHistoryEntry(text: "vault", sort: .bestMatch, order: .descending, lastUsedAt: used),
        ])
        let frame = ListLayout.frame(state, size: size, timeZone: utc)
        let editorRow = size.rows - 2
        XCTAssertTrue(frame.text(ofRow: editorRow).hasPrefix("/ va"))
        XCTAssertTrue(frame.text(ofRow: editorRow - 1).hasPrefix("  vapor  (stars ↑)"))
        XCTAssertTrue(frame.text(ofRow: editorRow - 2).hasPrefix("  vault  (best match)"))
    }

    func test_historyProblem_isSaidOnTheMessageLine_whenThereIsNoError() {
        var state = SearchListState.fixture(count: 3)
        state.scene.historyProblem = "Search history is off: the folder is read-only"
        XCTAssertTrue(
            ListLayout.frame(state, size: size, timeZone: utc).text(ofRow: size.rows - 2)
                .hasPrefix("Search history is off"))
        state.error = "GitHub failed"
        XCTAssertTrue(
            ListLayout.frame(state, size: size, timeZone: utc).text(ofRow: size.rows - 2).hasPrefix("GitHub failed"))
    }

    func test_header_showsSearchSortAndCount() {
        var state = SearchListState.fixture(count: 30)
        state.scene.searchText = "language:swift"
        state.scene.sort = .stars

        let frame = ListLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 0).contains("language:swift"))
        XCTAssertTrue(frame.text(ofRow: 1).contains("sort: stars"))
        XCTAssertTrue(frame.text(ofRow: 1).contains("Showing 30 of 1,234"))
    }

    func test_header_showsHowManyUnreadableRepositoriesWereSkipped() {
        let state = SearchListState.fixture(count: 30, skipped: 2)

        let frame = ListLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 1).contains("Showing 30 of 1,234 · 2 unreadable skipped"), frame.text(ofRow: 1))
        XCTAssertFalse(
            ListLayout.frame(.fixture(count: 30), size: size, timeZone: utc).text(ofRow: 1).contains("skipped"))
    }

    func test_header_withABadge_leavesTheBadgesColumnsFree() throws {
        let badge = try XCTUnwrap(SourceBadge(DataSource(badge: "SNAPSHOT 2026-08-22")))
        var state = SearchListState.fixture(count: 3, badge: badge)
        state.scene.searchText = String(repeating: "x", count: 200)

        let title = ListLayout.frame(state, size: size, timeZone: utc).text(ofRow: 0)

        XCTAssertEqual(badge.width, 21)
        XCTAssertTrue(title.hasSuffix(String(repeating: " ", count: badge.width + 1)), title)
    }

    func test_header_showsTheQuotaAndItsResetTime() {
        let state = SearchListState.fixture(
            count: 3,
            rateLimit: RateLimitStatus(
                limit: 10, remaining: 9, used: 1, resetAt: Date(timeIntervalSince1970: 14 * 3600 + 5 * 60),
                resource: "search"))

        let frame = ListLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 1).contains("quota 9/10, resets 14:05"), frame.text(ofRow: 1))
    }

    func test_loading_turnsTheSpinner() {
        var state = SearchListState.fixture(count: 0)
        state.isLoading = true

        let first = ListLayout.frame(state, size: size, spinnerFrame: 0, timeZone: utc)
        let second = ListLayout.frame(state, size: size, spinnerFrame: 1, timeZone: utc)

        XCTAssertNotEqual(first.text(ofRow: 1), second.text(ofRow: 1))
        XCTAssertTrue(first.text(ofRow: 1).contains("loading…"))
    }

    func test_beforeTheFirstAnswer_showsALoadingSpinnerNotNoMatch() {
        let state = SearchListState()

        let first = ListLayout.frame(state, size: size, spinnerFrame: 0, timeZone: utc)
        let second = ListLayout.frame(state, size: size, spinnerFrame: 1, timeZone: utc)

        XCTAssertTrue(first.text(ofRow: ListLayout.headerRows).contains("Loading repositories"))
        XCTAssertNotEqual(first.text(ofRow: ListLayout.headerRows), second.text(ofRow: ListLayout.headerRows))
        XCTAssertFalse(first.text.contains("No repositories match"))
        XCTAssertFalse(first.text.contains("Showing"))
        XCTAssertTrue(state.isBusy)
    }

    func test_firstPageLoading_showsALoadingSpinnerNotNoMatch() {
        var state = SearchListState()
        state.isLoading = true

        let frame = ListLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: ListLayout.headerRows).contains("Loading repositories"))
        XCTAssertFalse(frame.text.contains("No repositories match"))
    }

    func test_answeredEmptySearch_saysNothingMatches() {
        let frame = ListLayout.frame(.fixture(count: 0, total: 0), size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: ListLayout.headerRows).contains("No repositories match this search."))
        XCTAssertTrue(frame.text(ofRow: 1).contains("Showing 0 of 0"))
    }

    func test_failedFirstLoad_showsOnlyTheError() {
        var state = SearchListState()
        state.error = "Cannot reach api.github.com; check the connection or run with --offline"

        let frame = ListLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 22).hasPrefix("Cannot reach api.github.com"))
        XCTAssertFalse(frame.text.contains("No repositories match"))
        XCTAssertFalse(frame.text.contains("Loading repositories"))
        XCTAssertFalse(frame.text.contains("Showing"))
        XCTAssertFalse(state.isBusy)
    }

    func test_failedSearchAfterAnEmptyAnswer_doesNotSayNothingMatches() {
        var state = SearchListState()
        state.error = "GitHub answered 502; try again later"

        let frame = ListLayout.frame(state, size: size, timeZone: utc)

        XCTAssertFalse(frame.text.contains("No repositories match"))
        XCTAssertFalse(frame.text.contains("Showing 0 of 0"))
    }

    func test_error_showsAboveTheFooterAndKeepsTheList() {
        var state = SearchListState.fixture(count: 5)
        state.error = "GitHub's rate limit is used up until 14:05; set GITHUB_TOKEN for a higher limit"

        let frame = ListLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 22).hasPrefix("GitHub's rate limit"))
        XCTAssertTrue(frame.text(ofRow: ListLayout.headerRows + 4).contains("owner/repo4"))
        XCTAssertEqual(frame[22, 0].style.foreground, .red)
    }

    func test_footer_showsTheHintsOfTheKeysGiven_andAlwaysHelpAndQuit() {
        let bindings = [
            KeyBinding(CommonKeys.open, "open", hint: "Enter open") { _ in }, KeyBinding([.home], "top") { _ in },
        ]
        let frame = ListLayout.frame(
            SearchListState.fixture(count: 1), keyBindings: bindings, size: size, timeZone: utc)

        XCTAssertEqual(frame.text(ofRow: 23).trimmingCharacters(in: .whitespaces), "Enter open  ? help  q quit")
    }

    func test_queryEditor_replacesTheMessageRow() {
        var state = SearchListState.fixture(count: 1)
        state.scene.queryEditor = QueryEditor(text: "topic:cli")

        let frame = ListLayout.frame(state, size: size, timeZone: utc)

        XCTAssertTrue(frame.text(ofRow: 22).hasPrefix("/ topic:cli"))
        XCTAssertTrue(frame.text(ofRow: 23).hasPrefix("Enter search"))
    }

    func test_hostileDescription_producesNoEscapeByte() {
        var state = SearchListState.fixture(repos: [
            .viewFixture(
                id: 1, fullName: "sample-org/terminal-escape-test",
                description: "x \u{1B}]0;pwned\u{07} sets a title, \u{1B}[2J clears, \u{1B}[31mred\u{1B}[0m \u{07}")
        ])
        state.error = "bad \u{1B}[2J error"
        var renderer = FrameRenderer(colorMode: .disabled)

        let bytes = renderer.render(
            ListLayout.frame(state, size: TerminalSize(rows: 24, columns: 200), timeZone: utc))

        XCTAssertFalse(containsSequence(bytes, Array("\u{1B}]0;pwned".utf8)))
        // The renderer's own full repaint starts with ESC [0m ESC [H ESC [2J (11 bytes); none may follow.
        XCTAssertFalse(containsSequence(bytes, Array("\u{1B}[2J".utf8), after: 11))
        XCTAssertFalse(bytes.contains(0x07))
    }

    func test_selectionMove_repaintsTheTwoRowsAndThePositionInUnder200Bytes() {
        var state = SearchListState.fixture(count: 30)
        var renderer = FrameRenderer(colorMode: .enabled)
        _ = renderer.render(ListLayout.frame(state, size: TerminalSize(rows: 30, columns: 100), timeZone: utc))

        state.select(1, visibleRows: ListLayout.visibleRows(in: TerminalSize(rows: 30, columns: 100)))
        let bytes = renderer.render(
            ListLayout.frame(state, size: TerminalSize(rows: 30, columns: 100), timeZone: utc))

        XCTAssertLessThan(bytes.count, 200)
        let rowsMoved = Set(cursorRows(in: bytes))
        XCTAssertEqual(rowsMoved, [1, ListLayout.headerRows, ListLayout.headerRows + 1])
    }

    func test_fortyByTen_showsNamesStarsAndFooter() {
        let move = KeyBinding(Movement.lineKeys, "move the selection", hint: "j/k move") { _ in }
        let frame = ListLayout.frame(
            .fixture(count: 30), keyBindings: [move], size: TerminalSize(rows: 10, columns: 40), timeZone: utc)

        XCTAssertEqual(ListLayout.visibleRows(in: frame.size), 5)
        XCTAssertTrue(frame.text(ofRow: 3).hasPrefix("> owner/repo0"))
        XCTAssertTrue(frame.text(ofRow: 3).contains("1,234"))
        XCTAssertTrue(frame.text(ofRow: 9).hasPrefix("j/k move"))
    }

    func test_selectionBelowTheScreen_scrollsTheList() {
        var state = SearchListState.fixture(count: 30)
        state.select(12, visibleRows: 5)

        let frame = ListLayout.frame(state, size: TerminalSize(rows: 10, columns: 40), timeZone: utc)

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
