import StyledText

/// One block of a Markdown document, as `MarkdownParser` reads it: the structure, with inline text still raw.
indirect enum MarkdownBlock: Equatable, Sendable {
    /// A column's alignment in a table.
    enum Alignment: Equatable, Sendable {
        case leading, center, trailing
    }

    /// `#` to `######`, or a setext heading (level 1 or 2); the text is inline Markdown.
    case heading(level: Int, text: String)
    /// Running text (inline Markdown), its lines joined with line breaks.
    case paragraph(String)
    /// A fenced or indented code block: its lines exactly, indentation kept.
    case code([String])
    /// `>` quoted blocks.
    case quote([MarkdownBlock])
    /// A GitHub alert: a quote opened by a `[!NOTE]`-style marker line, drawn as a titled callout.
    case alert(MarkdownAlert, [MarkdownBlock])
    /// The text of an HTML block that a browser shows, its tags removed by the inline pass (keeping its text and
    /// images' alt text): `<script>` and `<style>` blocks, and comments, processing instructions, declarations and
    /// CDATA up to their end, are dropped by the parser (`MarkdownHTMLBlock.shownText(of:)`).
    case html(String)
    /// A bullet list (`start == nil`) or an ordered list from `start`; each item is a list of blocks.
    case list(start: Int?, items: [[MarkdownBlock]])
    /// A GitHub table: header cells, alignments and rows of cells (inline Markdown).
    case table(header: [String], alignments: [Alignment], rows: [[String]])
    /// `---`, `***` or `___`.
    case thematicBreak
}
