extension TerminalSize {
    /// The size of the terminal standard output is, or nil when it is not a terminal (or reports no size).
    public static func ofStandardOutput() -> TerminalSize? {
        TeletypeDevice().windowSize()
    }
}
