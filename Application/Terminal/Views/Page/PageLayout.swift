import StyledText

/// Draws a scrolling page (a repository's detail, a conversation): the title with the spinner and, when the page is
/// longer than the frame, the position at the row's right end; the lines on screen; the key hints. The position sits on
/// the title row, not among the hints, so scrolling never pushes a hint out of the footer.
enum PageLayout {
    /// Rows above the page's lines (the title and a blank row).
    static let headerRows = 2
    /// Rows below them (the key hints).
    static let footerRows = 1

    /// How many of the page's lines fit in a frame of `size`.
    static func visibleRows(in size: TerminalSize) -> Int {
        max(0, size.rows - headerRows - footerRows)
    }

    /// Draws `title` in `titleStyle`, `lines` from `scrollOffset` and the key `hints` over `buffer`; `title` is
    /// sanitised text.
    static func draw(
        title: String, titleStyle: TextStyle, lines: [StyledLine], scrollOffset: Int, isBusy: Bool, spinnerFrame: Int,
        hints: [String], into buffer: inout ScreenBuffer
    ) {
        let size = buffer.size
        guard size.rows > 0, size.columns > 0 else { return }
        let visible = visibleRows(in: size)
        let position = lines.count > visible ? "\(min(lines.count, scrollOffset + visible))/\(lines.count)" : ""
        // The position is left out rather than squeezing the title below a readable width.
        let positionRoom = position.isEmpty || size.columns < position.count + 12 ? 0 : position.count + 2
        let spinner =
            isBusy ? " " + String(ListLayout.spinnerFrames[spinnerFrame % ListLayout.spinnerFrames.count]) : ""
        buffer.write(
            TextFitting.truncated(title + spinner, toWidth: size.columns - positionRoom), row: 0, column: 0,
            style: titleStyle)
        if positionRoom > 0 {
            buffer.write(position, row: 0, column: size.columns - position.count, style: TextStyle(isDim: true))
        }
        for index in 0..<visible {
            let lineIndex = scrollOffset + index
            guard lines.indices.contains(lineIndex) else { break }
            lines[lineIndex].draw(into: &buffer, row: headerRows + index)
        }
        if size.rows > 1 {
            buffer.write(
                ListLayout.hints(hints + ListLayout.keptHints, fittingWidth: size.columns), row: size.rows - 1,
                column: 0, style: TextStyle(isDim: true))
        }
    }
}
