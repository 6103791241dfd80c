import StyledText

/// Renders a README's Markdown as styled lines for a terminal `width` columns wide.
///
/// The text is sanitised first (no control character or escape sequence survives), then parsed by
/// `MarkdownParser` and `MarkdownInlineParser`. Paragraphs, headings and list items are reflowed; code blocks keep
/// every line as written (indentation included), and a line wider than the screen continues on the next rows (each
/// marked `↳` in the block's margin on screens over 20 columns), broken after a space where one fits, so no
/// character of a command is lost; tables keep every word: columns sized to their content and the screen, each
/// cell wrapped within its column, each link's address replaced by a number `[1]` and listed under the table
/// (`table(header:alignments:rows:inline:)`). Colour and styles are attached to the spans; whether they are drawn is the output's
/// decision (no colour with `NO_COLOR`, none at all when piped).
///
/// Hostile input is contained: text decoded after the first sanitising (character references, escapes, joined
/// spans) is cleaned again (`DisplaySafety`), the `redaction`'s secrets are replaced in each block's joined text
/// before it is wrapped, widths are measured on joined text, and every row leaves through `MarkdownRowGuard`, so no
/// row holds an unsafe scalar or is wider than `width`. Nesting deeper than `MarkdownParser.maximumDepth` is shown
/// flat, and the recursion here follows the parsed blocks, so it is bounded by that depth.
public struct MarkdownRenderer {
    /// The width of the screen.
    let width: Int
    /// The secrets replaced in the shown text.
    let redaction: Redaction

    /// The longest stretch of inline text parsed for markup; a longer one (only a hostile README has one) is
    /// shown as plain text.
    static let inlineLimit = 65_536

    /// The lines of `markdown` (untrusted text from the network) rendered for `width` columns; `showsAddresses`
    /// adds each link's address after its text, relative ones resolved against `linkBase` when there is one;
    /// `redaction`'s secrets never appear in the result.
    public static func lines(
        _ markdown: String, width: Int, showsAddresses: Bool = true, redaction: Redaction = .none,
        linkBase: MarkdownLinkBase? = nil
    ) -> [StyledLine] {
        var lines: [StyledLine] = []
        forEachPart(markdown, width: width, showsAddresses: showsAddresses, redaction: redaction, linkBase: linkBase) {
            lines += $0
        }
        return lines
    }

    /// `lines(_:width:showsAddresses:redaction:linkBase:)` handed to `body` a part at a time, in order: the rows of
    /// one block, after the blank row that parts it from the block before. A caller that writes each part out and
    /// lets it go never holds a long README's rows all at once.
    static func forEachPart(
        _ markdown: String, width: Int, showsAddresses: Bool = true, redaction: Redaction = .none,
        linkBase: MarkdownLinkBase? = nil, _ body: ([StyledLine]) -> Void
    ) {
        guard width > 0 else { return }
        var parser = MarkdownParser()
        let blocks = parser.parse(TerminalText.sanitize(markdown, layout: .multiLine(tabWidth: 4)))
        forEachPart(
            of: blocks, references: parser.references, width: width, showsAddresses: showsAddresses,
            redaction: redaction, linkBase: linkBase, body)
    }

    /// The parts of blocks already parsed (from Markdown, or from another markup read into the same blocks), with
    /// `references` for reference links, under the same guarantees as the Markdown `lines`.
    static func forEachPart(
        of blocks: [MarkdownBlock], references: [String: String], width: Int, showsAddresses: Bool = true,
        redaction: Redaction = .none, linkBase: MarkdownLinkBase? = nil, _ body: ([StyledLine]) -> Void
    ) {
        guard width > 0 else { return }
        let renderer = MarkdownRenderer(width: width, redaction: redaction)
        let inline = MarkdownInlineParser(references: references, showsAddresses: showsAddresses, linkBase: linkBase)
        var hasShownBlock = false
        for block in blocks {
            var part = renderer.render(block, inline: inline)
            guard !part.isEmpty else { continue }
            if hasShownBlock { part.insert(StyledLine(), at: 0) }
            hasShownBlock = true
            MarkdownRowGuard.guardRows(&part, width: width)
            body(part)
        }
    }

    /// The blocks one after the other, a blank line between two (not before a list nested in a list item); a block
    /// that shows nothing (an HTML block of tags only) takes no room.
    private func render(_ blocks: [MarkdownBlock], inline: MarkdownInlineParser, isListItem: Bool = false)
        -> [StyledLine]
    {
        // One block (most list items) is its own lines, not copied into a new array.
        if blocks.count == 1, let block = blocks.first { return render(block, inline: inline) }
        var lines: [StyledLine] = []
        var hasShownBlock = false
        for block in blocks {
            let rendered = render(block, inline: inline)
            guard !rendered.isEmpty else { continue }
            let isNestedList: Bool = if isListItem, case .list = block { true } else { false }
            if hasShownBlock, !isNestedList { lines.append(StyledLine()) }
            lines += rendered
            hasShownBlock = true
        }
        return lines
    }

    private func render(_ block: MarkdownBlock, inline: MarkdownInlineParser) -> [StyledLine] {
        switch block {
        case .heading(let level, let text):
            let style = TextStyle(isBold: true, foreground: level <= 2 ? .blue : nil)
            var lines = wrap(spans(text, inline: inline), base: style)
            if level <= 2, let widest = lines.map({ DisplayWidth.of($0.text) }).max(), widest > 0 {
                lines.append(StyledLine(String(repeating: level == 1 ? "═" : "─", count: widest), style: style))
            }
            return lines
        case .paragraph(let text):
            return wrap(spans(text, inline: inline), base: .plain)
        case .code(let codeLines):
            let hasMargin = width > 20
            let room = hasMargin ? width - 2 : width
            var lines: [StyledLine] = []
            lines.reserveCapacity(codeLines.count)
            let firstRowMargin = StyledSpan(text: hasMargin ? "  " : "", style: TextStyle(isDim: true))
            for line in codeLines {
                let shown = redaction.redacting(DisplaySafety.displayable(line))
                // A line of printable ASCII that fits is its one row (most code), made without measuring it again.
                if shown.isPrintableASCII, shown.utf8.count <= room {
                    lines.append(
                        StyledLine(spans: [
                            firstRowMargin, StyledSpan(text: shown, style: TextStyle(foreground: .cyan)),
                        ]))
                    continue
                }
                let rows = Self.codeRows(shown, toWidth: room)
                for (index, row) in rows.enumerated() {
                    let margin = hasMargin ? (index == 0 ? "  " : "↳ ") : ""
                    lines.append(
                        StyledLine(spans: [
                            StyledSpan(text: margin, style: TextStyle(isDim: true)),
                            StyledSpan(text: row, style: TextStyle(foreground: .cyan)),
                        ]))
                }
            }
            return lines
        case .quote(let inner):
            return barred(inner, title: nil, bar: TextStyle(isDim: true), inline: inline)
        case .alert(let kind, let inner):
            let title = StyledLine(kind.title, style: TextStyle(isBold: true, foreground: kind.color))
            return barred(inner, title: title, bar: TextStyle(foreground: kind.color), inline: inline)
        case .html(let text):
            let shown = spans(text, inline: inline)
            guard shown.contains(where: { $0.text.contains { $0 != " " && $0 != "\n" } }) else { return [] }
            return wrap(shown, base: .plain)
        case .list(let start, let items):
            var lines: [StyledLine] = []
            lines.reserveCapacity(items.count)
            for (offset, listed) in items.enumerated() {
                let task = Self.task(listed)
                let item = task?.item ?? listed
                let box = task.map { $0.isChecked ? "[✓] " : "[ ] " }
                let marker = start.map { "\($0 + offset). " + (box ?? "") } ?? box ?? "• "
                let markerWidth = DisplayWidth.of(marker)
                var body =
                    width > markerWidth
                    ? MarkdownRenderer(width: width - markerWidth, redaction: redaction).render(
                        item, inline: inline, isListItem: true)
                    : render(item, inline: inline, isListItem: true)
                if body.isEmpty { body = [StyledLine()] }
                let indent = width > markerWidth ? String.spaces(markerWidth) : ""
                for index in body.indices {
                    let prefix = width > markerWidth ? (index == 0 ? marker : indent) : ""
                    Self.prefix(&body[index], with: StyledSpan(text: prefix, style: TextStyle(isBold: index == 0)))
                }
                lines += body
            }
            return lines
        case .table(let header, let alignments, let rows):
            return table(header: header, alignments: alignments, rows: rows, inline: inline)
        case .thematicBreak:
            return [StyledLine(String(repeating: "─", count: width), style: TextStyle(isDim: true))]
        }
    }

    /// `inner` rendered two columns narrower behind a bar in `bar`'s style, under `title` when there is one; on a
    /// screen too narrow for a bar, without it.
    private func barred(_ inner: [MarkdownBlock], title: StyledLine?, bar: TextStyle, inline: MarkdownInlineParser)
        -> [StyledLine]
    {
        let room = width > 2 ? width - 2 : width
        var body =
            (title.map { [$0] } ?? [])
            + MarkdownRenderer(width: room, redaction: redaction).render(
                inner, inline: inline)
        guard width > 2 else { return body }
        let barSpan = StyledSpan(text: "│ ", style: bar)
        for index in body.indices { Self.prefix(&body[index], with: barSpan) }
        return body
    }

    /// Puts a run of `prefix` before `line`'s runs, in the line's own array: a row of a nested list or quote is
    /// prefixed once at each level, and a row made by the wrapper has room for two prefixes already.
    private static func prefix(_ line: inout StyledLine, with prefix: StyledSpan) {
        line.spans.insert(prefix, at: 0)
    }

    /// A task list item (GitHub's `- [ ]`, `- [x]` or `- [X]` followed by a space): whether it is checked, and the
    /// item without its box. `nil` when the item's first block is not a paragraph starting that way.
    static func task(_ item: [MarkdownBlock]) -> (isChecked: Bool, item: [MarkdownBlock])? {
        guard case .paragraph(let text) = item.first else { return nil }
        var head = text.utf8.makeIterator()
        guard head.next() == .leftSquareBracket, let box = head.next(),
            box == .space || box == UInt8(ascii: "x") || box == UInt8(ascii: "X"),
            head.next() == .rightSquareBracket, let after = head.next(), after == .space || after == .lineFeed
        else { return nil }
        let rest = text.utf8.dropFirst(4).drop { $0 == .space || $0 == .lineFeed }
        var shown: [MarkdownBlock] = []
        shown.reserveCapacity(item.count)
        if !rest.isEmpty { shown.append(.paragraph(String(Substring(rest)))) }
        shown += item.dropFirst()
        return (box != .space, shown)
    }

    /// The inline spans of `text`, cleaned of anything decoding produced that must not reach the terminal, with
    /// the redaction applied to their joined text.
    func spans(_ text: String, inline: MarkdownInlineParser) -> [MarkdownSpan] {
        var cleaned =
            text.utf8.count <= Self.inlineLimit ? inline.spans(text) : [MarkdownSpan(text: text, marks: [])]
        // Cleaned where they stand: most spans are printable ASCII, which `displayable` gives back unchanged.
        for index in cleaned.indices where !cleaned[index].isLineBreak {
            cleaned[index].text = DisplaySafety.displayable(cleaned[index].text, keepsSpacing: true)
        }
        guard !redaction.isEmpty else { return cleaned }
        // A hard line break counts as nothing here, so a secret split by one is found (and the break is kept).
        let redacted = redaction.redacting(cleaned.map { ($0.text == "\n" ? "" : $0.text, $0.marks) })
        return zip(cleaned, redacted).map { original, run in
            MarkdownSpan(text: original.text == "\n" ? "\n" : run.text, marks: run.tag)
        }
    }

    /// Spans reflowed into lines: words kept whole where they fit, a word wider than a line cut, `"\n"` spans
    /// breaking the line. Words are measured on the joined text of the spans between two line breaks, so a cluster
    /// that forms across spans is measured once, as the terminal draws it.
    func wrap(_ spans: [MarkdownSpan], base: TextStyle) -> [StyledLine] {
        if let line = Self.lineAsItStands(spans, base: base, width: width) { return [line] }
        var wrapper = SpanWrapper(width: width)
        var segment: [StyledSpan] = []
        segment.reserveCapacity(spans.count)
        for span in spans {
            if span.isLineBreak {
                wrapper.flow(segment)
                segment.removeAll(keepingCapacity: true)
                wrapper.breakLine()
                continue
            }
            segment.append(StyledSpan(text: span.text, style: Self.style(for: span.marks, base: base)))
        }
        wrapper.flow(segment)
        if !wrapper.isLineEmpty || wrapper.lines.isEmpty { wrapper.breakLine() }
        return wrapper.lines
    }

    /// The spans as the one line `wrap` makes of them when they need no wrapping: printable ASCII with no hard line
    /// break, no space at either end of their joined text and never two together, no wider than `width`. Wrapping
    /// then keeps every character where it stands in the style of its span (a space between two words takes the
    /// style of the span it stands in), so the line is the spans, neighbours of one style joined and empty ones left
    /// out; `nil` when they need wrapping. Most table cells, headings and list items are such text.
    static func lineAsItStands(_ spans: [MarkdownSpan], base: TextStyle, width: Int) -> StyledLine? {
        // Too wide is told at once from the byte counts, before any byte is read or any run made (most paragraphs).
        var columns = 0
        for span in spans {
            columns += span.text.utf8.count
            guard columns <= width else { return nil }
        }
        // The start counts as a space, so that a leading space, like two together, is found as a space after one.
        var isAfterSpace = true
        // Room for the runs and for two prefixes a list or a quote will put before them (`prefix(_:with:)`).
        var runs: [StyledSpan] = []
        runs.reserveCapacity(spans.count + 2)
        for span in spans {
            let isPlain = span.text.utf8.withContiguousStorageIfAvailable { bytes in
                guard bytes.endOfPrintableASCII(from: 0) == bytes.count else { return false }
                for byte in bytes {
                    let isSpace = byte == .space
                    if isSpace, isAfterSpace { return false }
                    isAfterSpace = isSpace
                }
                return true
            }
            guard isPlain == true else { return nil }
            guard !span.text.isEmpty else { continue }
            let style = style(for: span.marks, base: base)
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += span.text
            } else {
                runs.append(StyledSpan(text: span.text, style: style))
            }
        }
        guard !isAfterSpace || columns == 0 else { return nil }
        return StyledLine(spans: runs)
    }

    /// Whether every scalar of `text` has a width known without Unicode's tables (`DisplayWidth.simpleWidth(of:)`):
    /// each is then a grapheme cluster of its own, whatever stands beside it.
    static func isSimple(_ text: String) -> Bool {
        DisplayWidth.simpleWidth(of: text) != nil
    }

    /// Column widths narrowed until they add up to no more than `total`: the widest column loses a column at a time
    /// (the first of equally wide ones first), none below one. Computed level by level rather than one column at a
    /// time, so a table thousands of columns wide costs no more than sorting its widths.
    static func narrowed(_ widths: [Int], toTotal total: Int) -> [Int] {
        func sum(cappedAt cap: Int) -> Int { widths.reduce(0) { $0 + min($1, cap) } }
        guard let widest = widths.max(), sum(cappedAt: widest) > total else { return widths }
        guard sum(cappedAt: 1) <= total else { return widths.map { min($0, 1) } }
        var low = 1
        var high = widest
        while low < high {
            let middle = (low + high + 1) / 2
            if sum(cappedAt: middle) <= total { low = middle } else { high = middle - 1 }
        }
        var excess = sum(cappedAt: low + 1) - total
        return widths.map { width in
            guard width > low else { return width }
            guard excess > 0 else { return low + 1 }
            excess -= 1
            return low
        }
    }

    /// The terminal style for `marks` on top of `base`.
    static func style(for marks: MarkdownSpan.Marks, base: TextStyle) -> TextStyle {
        var style = base
        if marks.contains(.strong) { style.isBold = true }
        if marks.contains(.emphasis) { style.isItalic = true }
        if marks.contains(.code) { style.foreground = .cyan }
        if marks.contains(.link) {
            style.isUnderlined = true
            style.foreground = .blue
        }
        if marks.contains(.note) || marks.contains(.deleted) { style.isDim = true }
        return style
    }

    /// `text` cut into pieces no wider than `width`, never inside a grapheme cluster; an empty text is one empty
    /// piece.
    static func cut(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        // A text that fits is one piece as it stands (no cluster of it can be wider than the piece).
        if DisplayWidth.of(text) <= width { return [text] }
        if text.isPrintableASCII {
            // Every byte is a cluster one column wide: the pieces are the text's stretches of `width` bytes.
            let utf8 = text.utf8
            var pieces: [String] = []
            var start = utf8.startIndex
            while start < utf8.endIndex {
                let end = utf8.index(start, offsetBy: width, limitedBy: utf8.endIndex) ?? utf8.endIndex
                pieces.append(String(text[start..<end]))
                start = end
            }
            return pieces
        }
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if pieceWidth + characterWidth > width, pieceWidth > 0 {
                pieces.append(piece)
                piece = ""
                pieceWidth = 0
            }
            if characterWidth > width { continue }
            piece.append(character)
            pieceWidth += characterWidth
        }
        pieces.append(piece)
        return pieces.filter { !$0.isEmpty }.isEmpty ? [""] : pieces.filter { !$0.isEmpty }
    }

    /// A code line as rows no wider than `width`, no character lost: each row ends after the last space that fits
    /// (the indentation aside), so a word is split only when it is wider than a row; never inside a grapheme
    /// cluster. A cluster is moved to the next row at most once, so the cost is linear in the line, and each row is
    /// copied from the line as whole slices rather than built a cluster at a time.
    static func codeRows(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        // A line that fits is one row as it stands (no cluster of it can be wider than the row): most code lines.
        if DisplayWidth.of(text) <= width { return [text] }
        let clusters = codeClusters(of: text).filter { $0.width <= width }
        var rows: [String] = []
        var rowStart = 0
        var rowWidth = 0
        var breakAfter: Int?
        var hasText = false
        for (position, cluster) in clusters.enumerated() {
            if rowWidth + cluster.width > width, position > rowStart {
                let end = breakAfter.map { $0 + 1 } ?? position
                rows.append(Self.text(of: clusters[rowStart..<end], in: text))
                rowStart = end
                rowWidth = clusters[end..<position].reduce(0) { $0 + $1.width }
                breakAfter = nil
                hasText = end < position
            }
            rowWidth += cluster.width
            if cluster.isSpace {
                if hasText { breakAfter = position }
            } else {
                hasText = true
            }
        }
        rows.append(Self.text(of: clusters[rowStart...], in: text))
        return rows
    }

    /// One grapheme cluster of a code line: where it starts and ends in the line, its width, and whether it is a
    /// space. Its bounds are two indexes rather than a `Range`: an array of tuples holding a `Range` is a generic
    /// type the process looks up at run time, about a third of a millisecond the first time.
    private typealias CodeCluster = (start: String.Index, end: String.Index, width: Int, isSpace: Bool)

    /// The clusters of `text`, in order. When every scalar's width is known without Unicode's tables
    /// (`isSimple(_:)`, which printable ASCII always passes), each scalar is a cluster of its own, so the text is not
    /// segmented.
    private static func codeClusters(of text: String) -> [CodeCluster] {
        var clusters: [CodeCluster] = []
        if isSimple(text) {
            var index = text.startIndex
            for scalar in text.unicodeScalars {
                let next = text.unicodeScalars.index(after: index)
                clusters.append((index, next, DisplayWidth.simpleWidth(of: scalar) ?? 0, scalar == " "))
                index = next
            }
        } else {
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(after: index)
                let character = text[index]
                clusters.append((index, next, DisplayWidth.of(character), character == " "))
                index = next
            }
        }
        return clusters
    }

    /// The clusters' text, copied from `text` a contiguous stretch at a time (a cluster too wide for any row, left
    /// out, is the only gap).
    private static func text(of clusters: ArraySlice<CodeCluster>, in text: String) -> String {
        var result = ""
        var stretch: Range<String.Index>?
        for cluster in clusters {
            if let current = stretch, current.upperBound == cluster.start {
                stretch = current.lowerBound..<cluster.end
            } else {
                if let current = stretch { result += text[current] }
                stretch = cluster.start..<cluster.end
            }
        }
        if let current = stretch { result += text[current] }
        return result
    }
}
