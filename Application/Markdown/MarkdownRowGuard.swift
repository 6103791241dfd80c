import StyledText

/// The last step of rendering a README: every row that leaves `MarkdownRenderer` passes through here.
///
/// Whatever the steps before did (decoding, joining, cutting), a guarded row holds no scalar that
/// `DisplaySafety` calls unsafe, and is no wider than the width asked for, measured on the joined row (clusters
/// that form across runs counted once).
enum MarkdownRowGuard {
    /// `line` without unsafe scalars, cut to `width` columns measured on its joined text.
    static func guarded(_ line: StyledLine, width: Int) -> StyledLine {
        var spans = line.spans
        for index in spans.indices {
            spans[index].text = DisplaySafety.displayable(spans[index].text)
        }
        let joined = JoinedText(spans)
        guard joined.width > width else { return StyledLine(spans) }
        return StyledLine(joined.prefix(toWidth: width))
    }
}
