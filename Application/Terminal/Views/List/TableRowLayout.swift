import StyledText

/// Lays `TableColumn`s out at one width: the one rule by which every list screen and every command's table fits its
/// columns (`widths(of:naturals:width:gap:restGrowsPastNatural:)`), and the heading and rows of a list screen.
///
/// Every cell is sanitised to one line first. Each column takes the width of its heading and widest cell (at most its
/// maximum: on a screen the widest cells come from `cellWidths(_:of:)`, kept by the list as its rows arrive, so a
/// frame never reads every row); the `rest` column takes what is left. While they do not fit, the column with the
/// highest `dropOrder` is dropped; what still does not fit is cut from the `rest` column. A selected row is marked with
/// `>` and reversed (only its `lead` column, when it has one).
struct TableRowLayout<Row> {
    /// Columns left of the first: the selection marker and a space.
    static var markerWidth: Int { 2 }

    /// The columns shown, with their widths.
    private let shown: [(column: TableColumn<Row>, width: Int)]

    /// The layout in `width` columns of those of `columns` that `isShown` keeps, for rows whose widest cell in each of
    /// `columns` is `widest` (`cellWidths(_:of:)`'s maximum by column; empty for no rows). A screen measures every
    /// column it may show, whatever its state, and picks the ones its state shows here.
    init(
        _ columns: [TableColumn<Row>], widest: [Int], width: Int,
        showing isShown: (TableColumn<Row>) -> Bool = { _ in true }
    ) {
        let kept = columns.indices.filter { isShown(columns[$0]) }
        let naturals = kept.map { index in
            max(DisplayWidth.of(columns[index].heading), widest.indices.contains(index) ? widest[index] : 0)
        }
        let widths = Self.widths(
            of: kept.map { columns[$0] }, naturals: naturals, width: width - Self.markerWidth, gap: 1,
            restGrowsPastNatural: true)
        shown = zip(kept, widths).compactMap { index, width in width.map { (columns[index], $0) } }
    }

    /// The display width of `row`'s cell in each of `columns`; 0 in a `rest` or `fixed` column, whose width on a
    /// screen its cells do not set.
    static func cellWidths(_ columns: [TableColumn<Row>], of row: Row) -> [Int] {
        columns.map { column in
            switch column.width {
            case .content, .lead: DisplayWidth.of(cell(column.text(row)))
            case .rest, .fixed: 0
            }
        }
    }

    /// Each column's width in `width` columns, or `nil` for a column left out, when each column after the first costs
    /// its width and `gap` columns before it and would take `naturals` (its heading and widest cell). A `content`
    /// column is as wide as its natural width up to its maximum, a `fixed` one its width, the `rest` column at least
    /// its minimum, the `lead` column its natural width between its bounds (at most two fifths of `width` while a
    /// `rest` column is shown). While the columns do not fit, the one with the highest `dropOrder` is left out (never
    /// one with 0). Then the `rest` column takes what is left (only up to its natural width unless
    /// `restGrowsPastNatural`: a screen fills its width, a printed table does not pad), or, with none shown, the
    /// `lead` column does.
    static func widths(
        of columns: [TableColumn<Row>], naturals: [Int], width: Int, gap: Int, restGrowsPastNatural: Bool
    ) -> [Int?] {
        var shown = Array(repeating: true, count: columns.count)
        let rest = columns.indices.first { if case .rest = columns[$0].width { true } else { false } }
        let lead = columns.indices.first { if case .lead = columns[$0].width { true } else { false } }
        func planned(_ index: Int) -> Int? {
            guard shown[index] else { return nil }
            switch columns[index].width {
            case .content(let maximum): return min(maximum, naturals[index])
            case .rest(let minimum): return minimum
            case .fixed(let fixed): return fixed
            case .lead(let minimum, let maximum):
                let wanted = min(maximum, max(minimum, naturals[index]))
                let besideRest = rest.map { shown[$0] } ?? false
                return besideRest ? min(wanted, max(minimum, width * 2 / 5)) : wanted
            }
        }
        func needed() -> Int {
            let widths = columns.indices.compactMap(planned)
            return widths.reduce(0, +) + gap * max(0, widths.count - 1)
        }
        while needed() > width,
            let dropped = columns.indices.filter({ shown[$0] && columns[$0].dropOrder > 0 })
                .max(by: { columns[$0].dropOrder < columns[$1].dropOrder })
        {
            shown[dropped] = false
        }
        var widths = columns.indices.map(planned)
        let left = width - needed()
        if let rest, let minimum = widths[rest] {
            widths[rest] = max(1, restGrowsPastNatural ? minimum + left : min(naturals[rest], minimum + left))
        } else if let lead, let wanted = widths[lead] {
            widths[lead] = max(1, wanted + left)
        }
        return widths
    }

    /// The width of the column headed `heading`, or `nil` when it is left out.
    func width(of heading: String) -> Int? {
        shown.first { $0.column.heading == heading }?.width
    }

    /// Those of `columns` that `isShown` keeps at `width`, for rows whose widest cells are `widest`, drawn as a list
    /// screen draws them.
    static func columns(
        _ columns: [TableColumn<Row>], widest: [Int], width: Int,
        showing isShown: (TableColumn<Row>) -> Bool = { _ in true }
    ) -> ListColumns<Row> {
        let layout = TableRowLayout(columns, widest: widest, width: width, showing: isShown)
        return ListColumns(heading: layout.heading()) { row, isSelected in layout.row(for: row, isSelected: isSelected)
        }
    }

    /// The headings, bold and dim.
    func heading() -> StyledLine {
        let cells = shown.map {
            TextFitting.fitted($0.column.heading, toWidth: $0.width, alignment: $0.column.alignment)
        }
        return StyledLine(
            String.spaces(Self.markerWidth) + cells.joined(separator: " "),
            style: TextStyle(isBold: true, isDim: true))
    }

    func row(for row: Row, isSelected: Bool) -> StyledLine {
        var spans: [(text: String, style: TextStyle)] = [(isSelected ? "> " : "  ", TextStyle(isBold: true))]
        for (index, (column, width)) in shown.enumerated() {
            let cell = Self.cell(column.text(row))
            let text =
                column.fit.map { fit in
                    TextFitting.padded(
                        DisplayWidth.of(cell) > width ? fit(cell, width) : cell, toWidth: width,
                        alignment: column.alignment)
                } ?? TextFitting.fitted(cell, toWidth: width, alignment: column.alignment)
            spans.append(((index == 0 ? "" : " ") + text, style(of: column, for: row, isSelected: isSelected)))
        }
        return StyledLine(spans)
    }

    /// A cell's style: its column's, or, in the selected row, reversed; where a `lead` column tells the rows apart,
    /// only that column is reversed (and bold), so moving the selection repaints few cells.
    private func style(of column: TableColumn<Row>, for row: Row, isSelected: Bool) -> TextStyle {
        guard isSelected else { return column.style(row) }
        let isLead = { (column: TableColumn<Row>) in if case .lead = column.width { true } else { false } }
        guard shown.contains(where: { isLead($0.column) }) else { return .selection }
        return isLead(column) ? TextStyle(isBold: true, isReversed: true) : column.style(row)
    }

    /// Untrusted text as one safe cell.
    private static func cell(_ text: String) -> String {
        TerminalText.sanitize(text)
    }
}
