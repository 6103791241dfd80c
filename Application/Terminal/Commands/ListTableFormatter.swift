import StyledText

/// Prints any list as the GitHub CLI's table printer does, from the columns its command configures.
///
/// Piped (`lines`): one item per line, cells separated by tabs, no header; every cell is sanitised to one inert
/// line (control characters in caret notation, line breaks and tabs as spaces, whitespace runs collapsed), so a row
/// always has as many cells as there are columns. On a terminal (`table`): an optional summary line and a blank
/// line, then a header and aligned rows two spaces apart, every line fitted to the width: whole columns keep their
/// width, capped columns are measured next, and shared columns split what is left, cut with `…` or left out (see
/// `ColumnFit`). Only whole columns wider than the terminal make a line longer than the width. With colour on,
/// the header is bold and dim and each cell has its column's style; with colour off the text has no escape sequence.
public enum ListTableFormatter {
    /// All rows, tab-separated, each ending in a line break; empty for no items.
    public static func lines<Item>(for items: [Item], columns: [TableColumn<Item>]) -> String {
        items.map { line(for: $0, columns: columns) + "\n" }.joined()
    }

    /// One tab-separated row, without its line break.
    public static func line<Item>(for item: Item, columns: [TableColumn<Item>]) -> String {
        columns.map { cell($0.text(item)) }.joined(separator: "\t")
    }

    /// The table `width` columns wide (at least 20), headed by `summary` when given, ending in a line break.
    public static func table<Item>(
        for items: [Item], columns: [TableColumn<Item>], summary: String?, width: Int, colorMode: ColorMode
    ) -> String {
        let width = max(20, width)
        let header = columns.map(\.header)
        let rows = items.map { item in columns.map { cell($0.text(item)) } }
        let naturals = columns.indices.map { index in
            ([header] + rows).map { DisplayWidth.of($0[index]) }.max() ?? 0
        }
        let widths = fittedWidths(of: columns.map(\.fit), naturals: naturals, width: width)

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
        output.append(line(header) { _ in headerStyle })
        for (item, cells) in zip(items, rows) {
            output.append(line(cells) { columns[$0].style(item) })
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// Untrusted text as one safe cell.
    public static func cell(_ text: String) -> String {
        TerminalText.sanitize(text, layout: .singleLine, controls: .caretNotation)
    }

    /// The header's look.
    static let headerStyle = TextStyle(isBold: true, isDim: true)

    /// Each column's width in a table `width` wide, or `nil` for a column left out. Every column after the first
    /// costs its width and the two spaces before it.
    static func fittedWidths(of fits: [ColumnFit], naturals: [Int], width: Int) -> [Int?] {
        var widths: [Int?] = naturals
        var remaining = width + 2
        for (index, fit) in fits.enumerated() where fit == .whole {
            remaining -= naturals[index] + 2
        }
        for (index, fit) in fits.enumerated() {
            guard case .capped(let maximum, let minimum) = fit else { continue }
            let columnWidth = min(maximum, naturals[index], remaining - 2)
            if columnWidth >= minimum {
                widths[index] = columnWidth
                remaining -= columnWidth + 2
            } else {
                widths[index] = nil
            }
        }
        var shared = fits.indices.filter { if case .shared = fits[$0] { true } else { false } }
        while !shared.isEmpty {
            let available = remaining - 2 * shared.count
            let share = available / shared.count
            let isTooNarrow = shared.contains { index in
                if case .shared(let minimum) = fits[index] { share < max(1, minimum) } else { false }
            }
            if isTooNarrow, let dropped = shared.popLast() {
                widths[dropped] = nil
                continue
            }
            let split = splitEvenly(available, naturals: shared.map { naturals[$0] })
            for (index, columnWidth) in zip(shared, split) {
                widths[index] = columnWidth
            }
            break
        }
        return widths
    }

    /// `available` columns split among columns as wide as `naturals`: one narrower than an even share keeps its
    /// width, the others split the rest evenly, and what is left goes to the first that can still grow.
    private static func splitEvenly(_ available: Int, naturals: [Int]) -> [Int] {
        var widths = naturals.map { $0 < available / naturals.count ? $0 : 0 }
        let open = widths.filter { $0 == 0 }.count
        if open > 0 {
            let share = (available - widths.reduce(0, +)) / open
            widths = zip(widths, naturals).map { width, natural in width > 0 ? width : min(natural, share) }
        }
        var left = available - widths.reduce(0, +)
        for index in widths.indices where left > 0 {
            let grown = min(naturals[index] - widths[index], left)
            widths[index] += grown
            left -= grown
        }
        return widths
    }

    /// `text` wrapped in `style` when there is one; unchanged otherwise.
    private static func styled(_ text: String, _ style: TextStyle?) -> String {
        guard let style, !text.isEmpty, style != .plain else { return text }
        let reset = String(decoding: ControlSequence.resetStyle, as: UTF8.self)
        return String(decoding: style.selectGraphicRendition, as: UTF8.self) + text + reset
    }
}
