import Application
import StyledText

/// The data source's badge (`DataSource.badge`, such as `SNAPSHOT 2026-08-22`) that marks every screen.
///
/// It is drawn over the top right corner after the screen itself, so no screen can forget it; the list leaves
/// `width + 1` columns of its title free for it.
struct SourceBadge: Hashable, Sendable {
    /// The badge's text, with a space either side.
    let text: String

    /// The badge `dataSource` asks for, or `nil` when it asks for none.
    init?(_ dataSource: DataSource) {
        guard let badge = dataSource.badge else { return nil }
        text = " \(TerminalText.sanitize(badge)) "
    }

    /// The columns the badge takes.
    var width: Int { DisplayWidth.of(text) }

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
