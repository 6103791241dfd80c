import StyledText

/// The `SNAPSHOT 2026-08-22` badge that marks every screen while the offline snapshot is browsed.
///
/// It is drawn over the top right corner after the screen itself, so no screen can forget it; the list leaves
/// `width + 1` columns of its title free for it.
struct SnapshotBadge: Hashable, Sendable {
    /// The columns the badge takes (`YYYY-MM-DD` dates keep it one width).
    static let width = DisplayWidth.of(" SNAPSHOT 2026-08-22 ")

    /// The badge's text, with a space either side.
    let text: String

    /// The badge for a snapshot taken on `date` (`YYYY-MM-DD`).
    init(date: String) {
        text = " SNAPSHOT \(TerminalText.sanitize(date)) "
    }

    /// Draws the badge at the right end of the first row, after one blank column.
    func draw(into buffer: inout ScreenBuffer) {
        let columns = buffer.size.columns
        let shown = TextFitting.truncated(text, toWidth: columns)
        let start = max(0, columns - DisplayWidth.of(shown))
        if start > 0 {
            buffer.write(" ", row: 0, column: start - 1, style: .plain)
        }
        buffer.write(
            shown, row: 0, column: start, style: TextStyle(isBold: true, isReversed: true, foreground: .yellow))
    }
}
