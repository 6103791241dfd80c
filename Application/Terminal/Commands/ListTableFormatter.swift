import StyledText

/// Prints any list as the GitHub CLI's table printer does, from the columns its command configures.
///
/// Piped (`lines`): one item per line, cells separated by tabs, no header; every cell is sanitised to one inert
/// line (control characters in caret notation, line breaks and tabs as spaces, whitespace runs collapsed), so a row
/// always has as many cells as there are columns. On a terminal (`table`): an optional summary line and a blank
/// line, then a header and aligned rows two spaces apart, every line fitted to the width from the same column
/// declarations the list screens lay out (`TableColumn`), by the same rule (`TableRowLayout.widths`): each column as
/// wide as its heading and widest cell up to its maximum, the `rest` column what is left (at most its widest cell, cut
/// with `…`); while the columns do not fit, the one with the highest `dropOrder` is left out. Only columns that are never dropped make a line longer than the
/// width. With colour on, the header is bold and dim and each cell has its column's style; with colour off the text
/// has no escape sequence.
enum ListTableFormatter {
    /// All rows, tab-separated, each ending in a line break; empty for no items.
    static func lines<Item>(for items: [Item], columns: [TableColumn<Item>]) -> String {
        items.map { line(for: $0, columns: columns) + "\n" }.joined()
    }

    /// One tab-separated row, without its line break.
    static func line<Item>(for item: Item, columns: [TableColumn<Item>]) -> String {
        columns.map { cell($0.text(item)) }.joined(separator: "\t")
    }

    /// The table `width` columns wide (at least 20), headed by `summary` when given, ending in a line break.
    static func table<Item>(
        for items: [Item], columns: [TableColumn<Item>], summary: String?, width: Int, colorMode: ColorMode
    ) -> String {
        let width = max(20, width)
        let header = columns.map(\.heading)
        let rows = items.map { item in columns.map { cell($0.text(item)) } }
        let naturals = columns.indices.map { index in
            ([header] + rows).map { DisplayWidth.of($0[index]) }.max() ?? 0
        }
        let widths = TableRowLayout.widths(
            of: columns, naturals: naturals, width: width, gap: 2, restGrowsPastNatural: false)

        func line(_ cells: [String], style: (Int) -> TextStyle?) -> String {
            var shown: [String] = []
            for (index, column) in columns.enumerated() {
                guard let columnWidth = widths[index] else { continue }
                var text = TextFitting.truncated(cells[index], toWidth: columnWidth)
                if index < columns.count - 1 {
                    text = TextFitting.padded(text, toWidth: columnWidth, alignment: column.alignment)
                }
                shown.append(styled(text, colorMode == .enabled ? style(index) : nil))
            }
            var text = shown.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }

        var output: [String] = []
        if let summary {
            output += [TextFitting.truncated(summary, toWidth: width), ""]
        }
        output.append(line(header) { _ in TextStyle(isBold: true, isDim: true) })
        for (item, cells) in zip(items, rows) {
            output.append(line(cells) { columns[$0].style(item) })
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// Untrusted text as one safe cell.
    static func cell(_ text: String) -> String {
        TerminalText.sanitize(text, layout: .singleLine, controls: .caretNotation)
    }

    /// `text` wrapped in `style` when there is one; unchanged otherwise.
    private static func styled(_ text: String, _ style: TextStyle?) -> String {
        guard let style, !text.isEmpty, style != .plain else { return text }
        let reset = String(decoding: ControlSequence.resetStyle, as: UTF8.self)
        return String(decoding: style.selectGraphicRendition, as: UTF8.self) + text + reset
    }
}
