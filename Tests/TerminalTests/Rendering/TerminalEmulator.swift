import Foundation

/// A small terminal, for tests: it reads what `FrameRenderer` writes (cursor moves, erase line and screen, style
/// changes, text) with autowrap off, and draws each grapheme cluster as wide as its own width table says, which
/// need not agree with the program's. Writing into any cell of a wide glyph erases the whole glyph, as xterm and
/// tmux do.
struct TerminalEmulator {
    /// One cell: the glyph drawn from it, or a blank.
    struct Cell: Equatable {
        /// The cluster drawn from this cell, when it starts a glyph.
        var character: Character?
        /// The column where the glyph covering this cell starts; `nil` for a blank.
        var glyphStart: Int?
    }

    let rows: Int
    let columns: Int
    /// How many columns this terminal gives a cluster.
    let width: (Character) -> Int
    private(set) var cells: [[Cell]]
    private var row = 0
    private var column = 0

    init(rows: Int, columns: Int, width: @escaping (Character) -> Int) {
        self.rows = rows
        self.columns = columns
        self.width = width
        cells = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
    }

    /// Interprets `bytes`.
    mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            for character in String(decoding: text, as: UTF8.self) { draw(character) }
            text = []
        }
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
                text.append(bytes[index])
                index += 1
                continue
            }
            flushText()
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return }
            let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            perform(final: bytes[end], parameters: parameters)
            index = end + 1
        }
        flushText()
    }

    private mutating func perform(final: UInt8, parameters: String) {
        switch final {
        case UInt8(ascii: "H"):
            let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
            row = max(0, min(rows - 1, (numbers.first ?? 1) - 1))
            column = max(0, min(columns - 1, (numbers.count > 1 ? numbers[1] : 1) - 1))
        case UInt8(ascii: "K"):
            for target in column..<columns { erase(row: row, column: target) }
            for target in column..<columns { cells[row][target] = Cell() }
        case UInt8(ascii: "J") where parameters == "2":
            cells = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
        default:
            break
        }
    }

    private mutating func draw(_ character: Character) {
        let glyphWidth = width(character)
        guard glyphWidth > 0, column < columns else { return }
        let covered = column..<min(columns, column + glyphWidth)
        for target in covered { erase(row: row, column: target) }
        for target in covered { cells[row][target] = Cell(character: nil, glyphStart: column) }
        cells[row][column].character = character
        column = min(columns - 1, column + glyphWidth)
    }

    /// Blanks the whole glyph that covers `column`, if any.
    private mutating func erase(row: Int, column: Int) {
        guard let start = cells[row][column].glyphStart else { return }
        var target = start
        while target < columns, cells[row][target].glyphStart == start {
            cells[row][target] = Cell()
            target += 1
        }
    }
}
