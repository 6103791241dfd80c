import StyledText

/// A column of a list's rows: its heading, each row's text and style, and how it takes room at a width.
///
/// `TableRowLayout` lays several out, the one rule every list and every command's table follows: each column as wide as
/// its widest cell up to its maximum, the one `rest` column taking what is left; when the screen is too narrow,
/// columns are dropped by `dropOrder` (highest first).
struct TableColumn<Row>: Sendable {
    /// How a column takes room.
    enum Width: Sendable {
        /// As wide as its heading and its widest cell, at most `maximum` columns (a longer cell is cut with `…`).
        case content(maximum: Int)
        /// What the other columns leave, at least `minimum` columns.
        case rest(minimum: Int)
        /// Always `width` columns (a count, a date), whatever the cells.
        case fixed(Int)
        /// The column that tells the rows apart (a repository's name): as wide as its widest cell between `minimum`
        /// and `maximum`; at most two fifths of the width while a `rest` column is shown beside it, and what is left
        /// once none is.
        case lead(minimum: Int, maximum: Int)
    }

    /// The heading.
    let heading: String
    /// How it takes room.
    let width: Width
    /// Where its text sits in the column.
    let alignment: TextFitting.Alignment
    /// When it is dropped on a narrow screen: a column with a higher number goes first; 0 is never dropped.
    let dropOrder: Int
    /// A row's cell, untrusted text included (the layout sanitises it to one line).
    let text: @Sendable (Row) -> String
    /// A row's style when it is not selected.
    let style: @Sendable (Row) -> TextStyle
    /// How a sanitised cell is cut to a width narrower than it (`nil`: at its end, with `…`).
    let fit: (@Sendable (String, Int) -> String)?

    /// A column with its heading and room, and its cells' text and style.
    init(
        _ heading: String, width: Width, alignment: TextFitting.Alignment = .leading, dropOrder: Int = 0,
        style: @escaping @Sendable (Row) -> TextStyle = { _ in .plain },
        fit: (@Sendable (String, Int) -> String)? = nil, text: @escaping @Sendable (Row) -> String
    ) {
        self.fit = fit
        self.heading = heading
        self.width = width
        self.alignment = alignment
        self.dropOrder = dropOrder
        self.style = style
        self.text = text
    }
}
