/// The size of the terminal window in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// The number of rows (lines).
    public var rows: Int
    /// The number of columns (cells per line).
    public var columns: Int

    /// Creates a size; negative values count as zero.
    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
    }

    /// The size assumed when the terminal cannot report one: 24 rows of 80 columns.
    public static let fallback = TerminalSize(rows: 24, columns: 80)
}
