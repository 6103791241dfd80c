import StyledText

/// One column of a list's table: its header, the text each item gives it, and how it gives way on a narrow
/// terminal. A list command configures its columns; `ListTableFormatter` prints any list of them.
public struct TableColumn<Item>: Sendable {
    /// The header on a terminal (piped output has none).
    public let header: String
    /// The cell's text for an item, untrusted as it may be: the printer makes it one safe line.
    public let text: @Sendable (Item) -> String
    /// How the column narrows.
    public let fit: ColumnFit
    /// Which side the text keeps when padded (counts to the right).
    public let alignment: TextFitting.Alignment
    /// The cell's style when colour is on, or `nil` for plain text.
    public let style: @Sendable (Item) -> TextStyle?

    /// Creates a column.
    public init(
        _ header: String, fit: ColumnFit = .shared(minimum: 1), alignment: TextFitting.Alignment = .leading,
        text: @escaping @Sendable (Item) -> String, style: @escaping @Sendable (Item) -> TextStyle? = { _ in nil }
    ) {
        self.header = header
        self.text = text
        self.fit = fit
        self.alignment = alignment
        self.style = style
    }
}
