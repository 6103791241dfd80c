import StyledText

/// Drawing a styled line into the screen buffer.
extension StyledLine {
    /// Writes the line into `buffer` at `row` from `column`, clipped to the buffer.
    func draw(into buffer: inout ScreenBuffer, row: Int, column: Int = 0) {
        var current = column
        for span in spans {
            current = buffer.write(span.text, row: row, column: current, style: span.style)
        }
    }
}
