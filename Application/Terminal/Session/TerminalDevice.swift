/// The terminal's line discipline and window size, behind a protocol so that `TerminalSession` can be tested
/// without a terminal.
protocol TerminalDevice {
    /// Switches to raw mode, remembering the mode to return to.
    func enterRawMode() throws(TerminalError)
    /// Returns to the mode saved by `enterRawMode()`; does nothing when raw mode was not entered.
    func restoreMode()
    /// The window size, or nil when it cannot be read.
    func windowSize() -> TerminalSize?
}
