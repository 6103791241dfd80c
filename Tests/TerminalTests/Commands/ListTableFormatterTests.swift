import StyledText
import XCTest

@testable import Terminal

/// One table printer for every list: whole columns keep their width, shared columns split what is left.
final class ListTableFormatterTests: XCTestCase {
    private let columns: [TableColumn<(String, String, String)>] = [
        TableColumn("ID", fit: .whole, text: { $0.0 }),
        TableColumn("TITLE", fit: .shared(minimum: 10), text: { $0.1 }),
        TableColumn("LABELS", fit: .shared(minimum: 6), text: { $0.2 }),
    ]
    private let rows = [
        ("#1234", "A title long enough to be cut on any ordinary terminal", "bug, enhancement, good first issue"),
        ("#7", "Short", ""),
    ]

    private func lines(width: Int) -> [String] {
        ListTableFormatter.table(for: rows, columns: columns, summary: nil, width: width, colorMode: .disabled)
            .split(separator: "\n").map(String.init)
    }

    func test_sharedColumns_splitTheWidth_andEveryLineFits() {
        let table = lines(width: 60)

        XCTAssertEqual(table.map { DisplayWidth.of($0) }.max(), 60, "\(table)")
        XCTAssertTrue(table[1].hasPrefix("#1234  A title long enough"), "\(table)")
        XCTAssertTrue(table[1].contains("…  bug, enhancement"), "\(table)")
    }

    func test_narrowing_leavesOutTheLastSharedColumnFirst_neverTheWholeOne() {
        let table = lines(width: 24)

        XCTAssertFalse(table.joined().contains("LABELS"), "\(table)")
        XCTAssertTrue(table[1].hasPrefix("#1234  "), "\(table)")
        XCTAssertTrue(table.allSatisfy { DisplayWidth.of($0) <= 24 }, "\(table)")
    }

    func test_wideTerminal_givesEveryColumnItsWidth() {
        XCTAssertEqual(
            lines(width: 200),
            [
                "ID     TITLE                                                   LABELS",
                "#1234  A title long enough to be cut on any ordinary terminal  bug, enhancement, good first issue",
                "#7     Short",
            ])
    }

    func test_summary_isTheFirstLine_fittedToTheWidth() {
        let text = ListTableFormatter.table(
            for: rows, columns: columns, summary: "Showing 2 of 2 things in a very long place", width: 20,
            colorMode: .disabled)

        XCTAssertTrue(text.hasPrefix("Showing 2 of 2 thin…\n\nID"), text)
    }

    func test_colorDisabled_hasNoEscape_andHostileCellsStayInert() {
        let hostile = [("#1", "\u{1b}[2Jgone\r\nfake row", "\u{9b}31m")]

        let text = ListTableFormatter.table(
            for: hostile, columns: columns, summary: nil, width: 80, colorMode: .disabled)
        let piped = ListTableFormatter.lines(for: hostile, columns: columns)

        XCTAssertFalse(text.contains("\u{1b}"))
        XCTAssertEqual(piped, "#1\t^[[2Jgone fake row\t^[[31m\n")
    }
}
