import StyledText

/// Lays `TableColumn`s out at one width: the one rule by which every list screen and every command's table fits its
/// columns (`widths(of:naturals:width:gap:restGrowsPastNatural:)`), and the heading and rows of a list screen.
///
/// Every cell is sanitised to one line first. Each column takes the width of its heading and widest cell (at most its
/// maximum); the `rest` column takes what is left. While they do not fit, the column with the highest `dropOrder` is
/// dropped; what still does not fit is cut from the `rest` column. A selected row is reversed and marked with `>`.
struct TableRowLayout<Row> {
    /// Columns left of the first: the selection marker and a space.
    static var markerWidth: Int { 2 }

    /// The columns shown, with their widths.
    private let shown: [(column: TableColumn<Row>, width: Int)]

    /// The layout of `columns` for `rows` in `width` columns.
    init(_ columns: [TableColumn<Row>], rows: some Collection<Row>, width: Int) {
        let naturals = columns.map { column in
            max(DisplayWidth.of(column.heading), rows.map { DisplayWidth.of(Self.cell(column.text($0))) }.max() ?? 0)
        }
        let widths = Self.widths(
            of: columns, naturals: naturals, width: width - Self.markerWidth, gap: 1, restGrowsPastNatural: true)
        shown = zip(columns, widths).compactMap { column, width in width.map { (column, $0) } }
    }

    /// Each column's width in `width` columns, or `nil` for a column left out, when each column after the first costs
    /// its width and `gap` columns before it and would take `naturals` (its heading and widest cell): a `content`
    /// column is as wide as its natural width up to its maximum, the `rest` column at least its minimum. While the
    /// columns do not fit, the one with the highest `dropOrder` is left out (never one with 0); then the `rest` column
    /// takes what is left, or only up to its natural width unless `restGrowsPastNatural` (a screen fills its width; a
    /// printed table does not pad).
    static func widths(
        of columns: [TableColumn<Row>], naturals: [Int], width: Int, gap: Int, restGrowsPastNatural: Bool
    ) -> [Int?] {
        var widths: [Int?] = zip(columns, naturals).map { column, natural in
            switch column.width {
            case .content(let maximum): min(maximum, natural)
            case .rest(let minimum): minimum
            }
        }
        func needed() -> Int {
            let shown = widths.compactMap { $0 }
            return shown.reduce(0, +) + gap * max(0, shown.count - 1)
        }
        while needed() > width,
            let dropped = columns.indices.filter({ widths[$0] != nil && columns[$0].dropOrder > 0 })
                .max(by: { columns[$0].dropOrder < columns[$1].dropOrder })
        {
            widths[dropped] = nil
        }
        if let rest = columns.indices.first(where: { index in
            if case .rest = columns[index].width { widths[index] != nil } else { false }
        }), let minimum = widths[rest] {
            let grown = minimum + width - needed()
            widths[rest] = max(1, restGrowsPastNatural ? grown : min(naturals[rest], grown))
        }
        return widths
    }

    /// The columns for `rows` at `width`, drawn as a list screen draws them.
    static func columns(_ columns: [TableColumn<Row>], rows: some Collection<Row>, width: Int) -> ListColumns<Row> {
        let layout = TableRowLayout(columns, rows: rows, width: width)
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
