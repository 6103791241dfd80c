/// The few terminal control sequences RepoBrowser writes, as bytes.
enum ControlSequence {
    /// ESC [, the control sequence introducer.
    static let introducer: [UInt8] = [0x1B, UInt8(ascii: "[")]

    static let resetStyle = bytes("[0m")
    /// Erases from the cursor to the end of the line.
    static let eraseToEndOfLine = bytes("[K")

    /// Moves the cursor home and erases the whole screen.
    static let clearScreen = bytes("[H") + bytes("[2J")
    /// Switches to the alternate screen buffer, saving the cursor.
    static let enterAlternateScreen = bytes("[?1049h")
    /// Returns to the main screen buffer, restoring the cursor.
    static let leaveAlternateScreen = bytes("[?1049l")
    static let hideCursor = bytes("[?25l")
    static let showCursor = bytes("[?25h")
    /// Turns automatic wrapping off, so writing the last column never scrolls.
    static let disableAutowrap = bytes("[?7l")
    /// Turns automatic wrapping back on.
    static let enableAutowrap = bytes("[?7h")
    /// Asks the terminal to mark pasted text (`ESC [200~` before, `ESC [201~` after), so it is never taken as keys.
    static let enableBracketedPaste = bytes("[?2004h")
    static let disableBracketedPaste = bytes("[?2004l")
    /// Asks the terminal to report mouse buttons and the wheel (1000) in SGR form (1006: `ESC [ < b;x;y M`), which
    /// has no limit on the column or row.
    static let enableMouseReporting = bytes("[?1000h") + bytes("[?1006h")
    /// Stops reporting the mouse, so the terminal selects text with it again.
    static let disableMouseReporting = bytes("[?1006l") + bytes("[?1000l")

    /// Moves the cursor to a zero-based row and column.
    static func moveCursor(row: Int, column: Int) -> [UInt8] {
        bytes("[\(row + 1);\(column + 1)H")
    }

    private static func bytes(_ text: String) -> [UInt8] {
        [0x1B] + Array(text.utf8)
    }
}
