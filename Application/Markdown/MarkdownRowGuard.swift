import StyledText

/// The last step of rendering a README: every row that leaves `MarkdownRenderer` passes through here.
///
/// Whatever the steps before did (decoding, joining, cutting), a guarded row holds no scalar that
/// `DisplaySafety` calls unsafe, and is no wider than the width asked for, measured on the joined row (clusters
/// that form across runs counted once).
enum MarkdownRowGuard {
    /// Every row of `lines` guarded where it stands (`guarded(_:width:)`): most rows need nothing, and are left as
    /// they are rather than copied into a new array.
    static func guardRows(_ lines: inout [StyledLine], width: Int) {
        for index in lines.indices {
            if let columns = simpleWidth(of: lines[index]), columns <= width { continue }
            lines[index] = guarded(lines[index], width: width)
        }
    }

    /// `line` without unsafe scalars, cut to `width` columns measured on its joined text.
    static func guarded(_ line: StyledLine, width: Int) -> StyledLine {
        // Most rows hold only scalars of known width (printable ASCII, a bullet, a bar), none of them unsafe, so one
        // pass that measures them shows the row needs nothing, and it is kept without copying its runs.
        if let columns = simpleWidth(of: line), columns <= width { return line }
        var spans = line.spans
        for index in spans.indices {
            spans[index].text = DisplaySafety.displayable(spans[index].text)
        }
        let joined = JoinedText(spans)
        guard joined.width > width else { return StyledLine(spans: spans) }
        return StyledLine(spans: joined.prefix(toWidth: width))
    }

    /// The columns `line` takes when every scalar in it has a width known without Unicode's tables
    /// (`DisplayWidth.simpleWidth(of:)`), `nil` when any other scalar stands in it. None of those scalars is unsafe,
    /// and each is a grapheme cluster of its own whatever stands beside it, so the sum over the runs is the joined
    /// row's width. Printable ASCII, the common case, is counted by its bytes.
    static func simpleWidth(of line: StyledLine) -> Int? {
        var columns = 0
        for span in line.spans {
            guard let spanWidth = DisplayWidth.simpleWidth(of: span.text) else { return nil }
            columns += spanWidth
        }
        return columns
    }
}
