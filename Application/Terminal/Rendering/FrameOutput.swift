import StyledText

/// The bytes of one rendered frame as they are built, tracking the cursor and the current style so that
/// neither is set twice.
struct FrameOutput {
    private(set) var bytes: [UInt8] = []
    private let colorMode: ColorMode
    private var style = TextStyle.plain
    private var cursor: (row: Int, column: Int)?

    /// Starts a frame's output; the terminal is assumed to be in the default style.
    init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Appends raw bytes that leave the style at its default and the cursor at an unknown place.
    mutating func append(_ sequence: [UInt8]) {
        bytes += sequence
        cursor = nil
    }

    /// Draws the cells of `columns` in `row`; when the run reaches the end of the row, trailing plain blanks are
    /// erased instead of written.
    ///
    /// A cluster whose width terminals disagree on (`DisplayWidth.isDisputed`) is drawn over blanks written into
    /// its cells first, and the cursor is then placed by address: a terminal that draws it narrower leaves blanks,
    /// not stale characters, and one that draws it wider cannot shift the rest of the row.
    mutating func draw(_ columns: Range<Int>, row: Int, of frame: ScreenBuffer) {
        var end = columns.upperBound
        var erasesTail = false
        if end == frame.size.columns {
            var contentEnd = end
            while contentEnd > columns.lowerBound, frame[row, contentEnd - 1].isPlainBlank {
                contentEnd -= 1
            }
            if end - contentEnd > ControlSequence.eraseToEndOfLine.count {
                end = contentEnd
                erasesTail = true
            }
        }
        move(row: row, column: columns.lowerBound)
        var column = columns.lowerBound
        while column < end {
            let cell = frame[row, column]
            let start = column
            column += 1
            if cell.isContinuation {
                continue
            }
            while column < frame.size.columns, frame[row, column].isContinuation {
                column += 1
            }
            move(row: row, column: start)
            select(cell.style.effective(in: colorMode))
            if DisplayWidth.isDisputed(cell.character) {
                bytes += Array(repeating: UInt8(ascii: " "), count: column - start)
                cursor = nil
                move(row: row, column: start)
                bytes += Array(String(cell.character).utf8)
                cursor = nil
            } else {
                bytes += Array(String(cell.character).utf8)
                advanceCursor(by: column - start, columns: frame.size.columns)
            }
        }
        if erasesTail {
            move(row: row, column: end)
            select(.plain)
            bytes += ControlSequence.eraseToEndOfLine
        }
    }

    /// Ends the frame in the default style.
    mutating func finish() {
        select(.plain)
    }

    private mutating func move(row: Int, column: Int) {
        if let cursor, cursor.row == row, cursor.column == column {
            return
        }
        bytes += ControlSequence.moveCursor(row: row, column: column)
        cursor = (row, column)
    }

    private mutating func select(_ newStyle: TextStyle) {
        guard newStyle != style else { return }
        bytes += newStyle == .plain ? ControlSequence.resetStyle : newStyle.selectGraphicRendition
        style = newStyle
    }

    private mutating func advanceCursor(by width: Int, columns: Int) {
        guard let current = cursor else { return }
        let next = current.column + width
        cursor = next < columns ? (current.row, next) : nil
    }
}
