import StyledText
import XCTest

@testable import Terminal

/// One table printer for every list command, over the columns the list screens declare: columns as wide as their
/// cells up to their maximum, the rest column what is left, the highest drop order left out first.
final class ListTableFormatterTests: XCTestCase {
    private let columns: [TableColumn<(String, String, String)>] = [
        TableColumn("ID", width: .content(maximum: .max)) { $0.0 },
        TableColumn("TITLE", width: .rest(minimum: 10)) { $0.1 },
        TableColumn("LABELS", width: .content(maximum: 20), dropOrder: 1) { $0.2 },
    ]
    private let rows = [
        ("#1234", "A title long enough to be cut on any ordinary terminal", "bug, enhancement, good first issue"),
        ("#7", "Short", ""),
    ]

    private func lines(width: Int) -> [String] {
        ListTableFormatter.table(for: rows, columns: columns, summary: nil, width: width, colorMode: .disabled)
            .split(separator: "\n").map(String.init)
    }

    func test_restColumn_takesWhatIsLeft_cutWithAnEllipsis_andEveryLineFits() {
        let table = lines(width: 60)

        XCTAssertEqual(table.map { DisplayWidth.of($0) }.max(), 60, "\(table)")
        XCTAssertEqual(table[1], "#1234  A title long enough to be cut …  bug, enhancement, g…")
    }

    func test_narrowing_leavesOutTheHighestDropOrder_neverTheOthers() {
        let table = lines(width: 24)

        XCTAssertEqual(table, ["ID     TITLE", "#1234  A title long eno…", "#7     Short"])
    }

    func test_wideTerminal_givesEveryColumnItsWidth_andNoMore() {
        XCTAssertEqual(
            lines(width: 200),
            [
                "ID     TITLE                                                   LABELS",
                "#1234  A title long enough to be cut on any ordinary terminal  bug, enhancement, g…",
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
