import StyledText

/// Renders a README for a terminal `width` columns wide in the way its file name calls for (`ReadmeFormat`):
/// Markdown and reStructuredText rendered, plain text shown as written.
///
/// Every format gives the same guarantees as `MarkdownRenderer`: the text is untrusted, so it is sanitised, no row
/// holds an unsafe scalar or is wider than `width`, and `redaction`'s secrets never appear. Plain text keeps its
/// lines and their indentation; a line wider than the screen continues on the next row.
public enum ReadmeRenderer {
    /// The lines of the README `text` named `fileName`, for `width` columns; `showsAddresses` adds each link's
    /// address after its text (a table's under the table), relative ones resolved against `linkBase` when there is
    /// one.
    public static func lines(
        _ text: String, fileName: String, width: Int, showsAddresses: Bool = true, redaction: Redaction = .none,
        linkBase: MarkdownLinkBase? = nil
    ) -> [StyledLine] {
        var lines: [StyledLine] = []
        forEachPart(
            text, fileName: fileName, width: width, showsAddresses: showsAddresses, redaction: redaction,
            linkBase: linkBase
        ) { lines += $0 }
        return lines
    }

    /// `lines(_:fileName:width:showsAddresses:redaction:linkBase:)` handed to `body` a part at a time, in order: a
    /// block of a Markdown or reStructuredText README after the blank row before it, or all of a plain text one.
    /// `show` writes each part out and lets it go, so a long README's rows are never all held at once.
    public static func forEachPart(
        _ text: String, fileName: String, width: Int, showsAddresses: Bool = true, redaction: Redaction = .none,
        linkBase: MarkdownLinkBase? = nil, _ body: ([StyledLine]) -> Void
    ) {
        guard width > 0 else { return }
        switch ReadmeFormat(fileName: fileName) {
        case .markdown:
            MarkdownRenderer.forEachPart(
                text, width: width, showsAddresses: showsAddresses, redaction: redaction, linkBase: linkBase, body)
        case .restructuredText:
            var parser = RestructuredTextParser()
            let blocks = parser.parse(TerminalText.sanitize(text, layout: .multiLine(tabWidth: 4)))
            MarkdownRenderer.forEachPart(
                of: blocks, references: [:], width: width, showsAddresses: showsAddresses, redaction: redaction,
                linkBase: linkBase, body)
        case .plainText:
            let clean = redaction.redacting(TerminalText.sanitize(text, layout: .multiLine(tabWidth: 8)))
            var lines = TextWrapping.wrap(clean, toWidth: width).map { StyledLine($0) }
            while lines.last?.text.isEmpty == true { lines.removeLast() }
            MarkdownRowGuard.guardRows(&lines, width: width)
            if !lines.isEmpty { body(lines) }
        }
    }
}
