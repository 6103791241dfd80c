import StyledText

/// Lays `TableColumn`s out for the rows shown at one width, and draws the heading and each row.
///
/// Every cell is sanitised to one line first. Each column takes the width of its heading and widest cell (at most its
/// maximum: the widest cells come from `cellWidths(_:of:)`, kept by the list as its rows arrive); the `rest` column
/// takes what is left. While they do not fit, the column with the highest `dropOrder` is
/// dropped; what still does not fit is cut from the `rest` column. A selected row is reversed and marked with `>`.
struct TableRowLayout<Row> {
    /// Columns left of the first: the selection marker and a space.
    static var markerWidth: Int { 2 }

    /// The columns shown, with their widths.
    private let shown: [(column: TableColumn<Row>, width: Int)]

    /// The layout of `columns` in `width` columns, for rows whose widest cell in each column is `widest` (the
    /// maximum of `cellWidths(_:of:)` over the rows, by column; empty for no rows).
    init(_ columns: [TableColumn<Row>], widest: [Int], width: Int) {
        var kept = columns.indices.map { index -> (column: TableColumn<Row>, width: Int) in
            let column = columns[index]
            switch column.width {
            case .content(let maximum):
                let widestCell = widest.indices.contains(index) ? widest[index] : 0
                return (column, min(maximum, max(DisplayWidth.of(column.heading), widestCell)))
            case .rest(let minimum):
                return (column, minimum)
            }
        }
        func needed() -> Int { Self.markerWidth + kept.map(\.width).reduce(0, +) + max(0, kept.count - 1) }
        while needed() > width,
            let drop = kept.indices.filter({ kept[$0].column.dropOrder > 0 })
                .max(by: { kept[$0].column.dropOrder < kept[$1].column.dropOrder })
        {
            kept.remove(at: drop)
        }
        if let rest = kept.firstIndex(where: { if case .rest = $0.column.width { true } else { false } }) {
            kept[rest].width = max(1, kept[rest].width + width - needed())
        }
        shown = kept
    }

    /// The display width of `row`'s cell in each of `columns`; 0 in the `rest` column, which does not size itself.
    static func cellWidths(_ columns: [TableColumn<Row>], of row: Row) -> [Int] {
        columns.map { column in
            guard case .content = column.width else { return 0 }
            return DisplayWidth.of(cell(column.text(row)))
        }
    }

    /// The columns at `width` for rows whose widest cells are `widest`, drawn as a list screen draws them.
    static func columns(_ columns: [TableColumn<Row>], widest: [Int], width: Int) -> ListColumns<Row> {
        let layout = TableRowLayout(columns, widest: widest, width: width)
        return ListColumns(heading: layout.heading()) { row, isSelected in layout.row(for: row, isSelected: isSelected)
        }
    }

    /// The headings, bold and dim.
    func heading() -> StyledLine {
        let cells = shown.map {
            TextFitting.fitted($0.column.heading, toWidth: $0.width, alignment: $0.column.alignment)
        }
        return StyledLine(
            String(repeating: " ", count: Self.markerWidth) + cells.joined(separator: " "),
            style: TextStyle(isBold: true, isDim: true))
    }

    /// One row's line.
    func row(for row: Row, isSelected: Bool) -> StyledLine {
        var spans: [(text: String, style: TextStyle)] = [(isSelected ? "> " : "  ", TextStyle(isBold: true))]
        for (index, (column, width)) in shown.enumerated() {
            let text = TextFitting.fitted(Self.cell(column.text(row)), toWidth: width, alignment: column.alignment)
            spans.append(((index == 0 ? "" : " ") + text, isSelected ? .selection : column.style(row)))
        }
        return StyledLine(spans)
    }

    /// Untrusted text as one safe cell.
    private static func cell(_ text: String) -> String {
        TerminalText.sanitize(text)
    }
}
