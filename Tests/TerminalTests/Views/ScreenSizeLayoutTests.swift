import Application
import Domain
import Foundation
import XCTest

@testable import Terminal

/// Every screen readable at 120×35, 80×24 and 40×10: the list keeps each repository identifiable and shows the
/// position, and every footer keeps `? help` and `q quit`.
final class ScreenSizeLayoutTests: XCTestCase {
    private let sizes = [
        TerminalSize(rows: 35, columns: 120), TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 10, columns: 40),
    ]
    private let utc = TimeZone(identifier: "UTC")!
    private let similarNames = [
        "microsoft/vscode-extension-samples", "microsoft/vscode-extension-manager", "microsoft/vscode",
        "facebook/react", "facebook/react-native", "a-very-long-organisation-name/react",
    ]

    private func listState() -> SearchListState {
        SearchListState.fixture(
            repos: similarNames.enumerated().map { GithubRepo.viewFixture(id: $0.offset, fullName: $0.element) },
            total: 250)
    }

    func test_list_keepsEveryRepositoryIdentifiable() {
        for size in sizes {
            let frame = ListLayout.frame(listState(), size: size, timeZone: utc)
            let rows = (ListLayout.headerRows..<(ListLayout.headerRows + similarNames.count)).map {
                frame.text(ofRow: $0).dropFirst(TableRowLayout<RepoListItem>.markerWidth).prefix { $0 != " " }
            }
            XCTAssertEqual(Set(rows).count, similarNames.count, "\(size): \(rows)")
        }
    }

    func test_list_showsThePositionAndTheFooterKeepsHelpAndQuit() {
        for size in sizes {
            var state = listState()
            state.selectedIndex = 2
            let frame = ListLayout.frame(state, size: size, timeZone: utc)
            XCTAssertTrue(frame.text(ofRow: 1).hasPrefix("3/250"), "\(size): \(frame.text(ofRow: 1))")
            XCTAssertTrue(frame.text(ofRow: size.rows - 1).contains("? help  q quit"), "\(size)")
        }
    }

    func test_list_sortedByUpdated_showsTheDate() {
        var state = listState()
        state.scene.sort = .updated
        for size in sizes.prefix(2) {
            let frame = ListLayout.frame(state, size: size, timeZone: utc)
            XCTAssertTrue(frame.text(ofRow: 2).contains("UPDATED"), "\(size)")
        }
    }

    func test_detailAndAccount_footersKeepHelpAndQuit() {
        let repo = GithubRepo.viewFixture(id: 1, fullName: "apple/swift")
        var detail = RepoDetailState(summary: repo)
        detail.readme = .loaded(Readme(name: "README.md", text: String(repeating: "A README line.\n\n", count: 50)))
        for size in sizes {
            var buffer = ScreenBuffer(size: size)
            let body = RepoDetailLayout.lines(for: detail, width: size.columns)
            RepoDetailLayout.draw(detail, lines: body, scrollOffset: 0, isBusy: false, spinnerFrame: 0, into: &buffer)
            XCTAssertTrue(buffer.text(ofRow: size.rows - 1).contains("? help  q quit"), "detail \(size)")
            XCTAssertTrue(buffer.text(ofRow: 0).hasSuffix("/\(body.count)"), "detail position \(size)")

            var account = ScreenBuffer(size: size)
            AccountLayout.draw(AccountViewState(), spinnerFrame: 0, timeZone: utc, into: &account)
            XCTAssertTrue(account.text(ofRow: size.rows - 1).contains("? help  q quit"), "account \(size)")
        }
    }

    func test_detail_scrolled_keepsItsFooterWhole() {
        var detail = RepoDetailState(summary: GithubRepo.viewFixture(id: 1, fullName: "apple/swift"))
        detail.readme = .loaded(Readme(name: "README.md", text: String(repeating: "A README line.\n\n", count: 500)))
        let size = sizes[1]
        let hints = ["Esc back", "* star", "i issues", "p pulls", "o browser", "j/k scroll"]
        let body = RepoDetailLayout.lines(for: detail, width: size.columns)
        let footers = [0, 10, body.count - 20].map { offset in
            var buffer = ScreenBuffer(size: size)
            RepoDetailLayout.draw(
                detail, lines: body, scrollOffset: offset, isBusy: false, spinnerFrame: 0, hints: hints, into: &buffer)
            return buffer.text(ofRow: size.rows - 1)
        }
        XCTAssertEqual(Set(footers).count, 1, "\(footers)")
        for hint in hints + ListLayout.keptHints {
            XCTAssertTrue(footers[0].contains(hint), "\(hint) in \(footers[0])")
        }
    }

    func test_status_showsTheSortAndItsOrder() {
        var state = listState()
        state.scene.sort = .stars
        state.scene.order = .ascending
        let frame = ListLayout.frame(state, size: sizes[1], timeZone: utc)
        XCTAssertTrue(frame.text(ofRow: 1).contains("sort: stars ↑"), frame.text(ofRow: 1))
        state.scene.order = .descending
        XCTAssertTrue(ListLayout.frame(state, size: sizes[1], timeZone: utc).text(ofRow: 1).contains("sort: stars ↓"))
    }

    func test_list_at80Columns_keepsADescriptionBesideLongNames() {
        let longest = RepoListItem.viewFixture(id: 9, fullName: "o/" + String(repeating: "n", count: 58))
        let layout = TableRowLayout(
            RepoListColumns.columns(), widest: RepoListColumns.cellWidths(of: longest), width: 80
        ) { RepoListColumns.isShown($0, sortedBy: .bestMatch) }
        XCTAssertGreaterThanOrEqual(layout.width(of: "DESCRIPTION") ?? 0, RepoListColumns.minimumDescriptionWidth)
        XCTAssertTrue(layout.width(of: "FORKS") != nil && layout.width(of: "LANGUAGE") != nil)
    }
}
