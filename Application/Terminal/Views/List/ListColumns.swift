import StyledText

/// How a list screen draws its rows at one width: the heading and one row, each a styled line.
struct ListColumns<Row> {
    let heading: StyledLine
    /// The line of `row`, highlighted when selected.
    let row: (_ row: Row, _ isSelected: Bool) -> StyledLine
}
