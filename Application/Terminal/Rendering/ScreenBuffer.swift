import StyledText

/// A frame to show: rows × columns of styled cells, drawn by writing text at positions.
///
/// Writing is clipped to the frame; a wide character that does not fit in the last column is replaced by a space;
/// zero-width characters on their own are skipped; a control character that slipped through becomes U+FFFD.
public struct ScreenBuffer: Equatable, Sendable {
    public let size: TerminalSize
    private var cells: [ScreenCell]

    public init(size: TerminalSize) {
        self.size = size
        cells = Array(repeating: .blank, count: size.rows * size.columns)
    }

    /// The cell at a zero-based position, or a blank cell outside the frame.
    public subscript(row: Int, column: Int) -> ScreenCell {
        guard contains(row: row, column: column) else { return .blank }
        return cells[row * size.columns + column]
    }

    /// Writes `text` (already sanitised, one line) from a zero-based position and returns the column after it.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: TextStyle = .plain) -> Int {
        guard row >= 0, row < size.rows, column >= 0 else { return column }
        var current = column
        for original in text {
            let isControl = original.unicodeScalars.contains { TerminalText.isControl($0) }
            let character: Character = isControl ? "\u{FFFD}" : original
            let width = isControl ? 1 : DisplayWidth.of(character)
            if width == 0 {
                continue
            }
            guard current + width <= size.columns else {
                if current < size.columns {
                    place(ScreenCell(character: " ", style: style), row: row, column: current)
                    current += 1
                }
                break
            }
            place(ScreenCell(character: character, style: style), row: row, column: current)
            for extra in 1..<width {
                place(ScreenCell(character: " ", style: style, isContinuation: true), row: row, column: current + extra)
            }
            current += width
        }
        return current
    }

    /// Fills a row from `column` to its end with blank cells in `style` (for example the selection bar).
    public mutating func fill(row: Int, from column: Int = 0, style: TextStyle) {
        guard row >= 0, row < size.rows else { return }
        for target in max(0, column)..<size.columns {
            place(ScreenCell(character: " ", style: style), row: row, column: target)
        }
    }

    public mutating func clear() {
        cells = Array(repeating: .blank, count: size.rows * size.columns)
    }

    private func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < size.rows && column >= 0 && column < size.columns
    }

    /// Puts a cell in place, first blanking the rest of any wide character (two or more columns) it partly
    /// overwrites.
    private mutating func place(_ cell: ScreenCell, row: Int, column: Int) {
        let rowStart = row * size.columns
        let index = rowStart + column
        if cells[index].isContinuation, !cell.isContinuation {
            var lead = index - 1
            while lead > rowStart, cells[lead].isContinuation {
                cells[lead] = ScreenCell(character: " ", style: cells[lead].style)
                lead -= 1
            }
            if lead >= rowStart { cells[lead] = ScreenCell(character: " ", style: cells[lead].style) }
        }
        var next = index + 1
        while next < rowStart + size.columns, cells[next].isContinuation {
            cells[next] = ScreenCell(character: " ", style: cells[next].style)
            next += 1
        }
        cells[index] = cell
    }
}
