import StyledText

/// Reads Markdown's block structure (CommonMark's blocks plus GitHub's tables) from text whose control characters
/// are already removed and whose tabs are already expanded.
///
/// Supported: ATX and setext headings, paragraphs, fenced and indented code blocks, block quotes, bullet and
/// ordered lists (nested by indentation, with lazy continuation lines), thematic breaks, tables, GitHub alerts, HTML
/// blocks (CommonMark's seven kinds: comments, processing instructions, declarations, CDATA, `<script>` and `<style>`
/// dropped whatever they hold, blank lines included; the others' text kept, their tags removed later by the inline
/// pass) and link reference definitions wherever a block may start (collected into `references`, not shown). Block
/// quotes and list items nest up to `maximumDepth` containers; deeper markers are read as paragraph text (shown
/// flat, as GitHub caps nesting), so the recursion here, the blocks' depth and the work per line are all bounded by
/// that depth whatever the input. Each line is looked at a bounded number of times
/// per container level, so the parse is linear in the text's length.
struct MarkdownParser {
    /// The deepest nesting of block quotes and list items read as containers.
    static let maximumDepth = 16

    /// Link reference definitions (`[label]: url`) by normalised label.
    private(set) var references: [String: String] = [:]

    /// Creates a parser with no references yet.
    init() {}

    /// The blocks of `text`.
    mutating func parse(_ text: String) -> [MarkdownBlock] {
        parse(lines: Self.lines(of: text)[...], depth: 0)
    }

    /// The lines of `text`, split at its line feeds: found in the text's bytes eight at a time, each line then made
    /// from its bytes (a line of ASCII, most of them, is checked eight bytes at a time as it is made).
    static func lines(of text: String) -> [String] {
        text.utf8.withContiguousStorageIfAvailable(lines(ofUTF8:))
            ?? Array(text.utf8).withUnsafeBufferPointer(lines(ofUTF8:))
    }

    /// `lines(of:)` of the text whose UTF-8 is `bytes`, read only below its count.
    private static func lines(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var lines: [String] = []
        var start = 0
        while true {
            let end = bytes.nextIndex(of: .lineFeed, from: start)
            // `start` and `end` are within `bytes`, which is all the rebased buffer reads.
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            guard end < bytes.count else { return lines }
            start = end + 1
        }
    }

    /// The blocks of `lines`, inside `depth` containers.
    private mutating func parse(lines: ArraySlice<String>, depth: Int) -> [MarkdownBlock] {
        let opensContainers = depth < Self.maximumDepth
        var blocks: [MarkdownBlock] = []
        var index = lines.startIndex
        var paragraph: [String] = []
        // Emptied keeping its room for the next paragraph, so that a container's paragraphs share one buffer.
        func flushParagraph(into blocks: inout [MarkdownBlock]) {
            guard !paragraph.isEmpty else { return }
            blocks.append(.paragraph(paragraph.joined(separator: "\n")))
            paragraph.removeAll(keepingCapacity: true)
        }
        while index < lines.endIndex {
            let line = lines[index]
            let indent = Self.indentation(of: line)
            if Self.isBlank(line) {
                flushParagraph(into: &blocks)
                index += 1
                continue
            }
            if indent >= 4, !paragraph.isEmpty {
                paragraph.append(Self.dropping(3, from: line).trimmingLeadingSpaces())
                index += 1
                continue
            }
            if indent >= 4 {
                var code: [String] = []
                var end = index
                while end < lines.endIndex {
                    let codeIndent = Self.indentation(of: lines[end])
                    guard codeIndent >= 4 || Self.isBlank(lines[end]) else { break }
                    code.append(Self.dropping(min(4, codeIndent), from: lines[end]))
                    end += 1
                }
                while code.last.map(Self.isBlank) ?? false { code.removeLast() }
                blocks.append(.code(code))
                index = end
                continue
            }
            // The line less up to three spaces of indentation, made only now: an indented code line needs no copy of
            // it.
            let content = indent == 0 ? line : Self.dropping(min(indent, 3), from: line)
            if let fence = Self.fence(content) {
                flushParagraph(into: &blocks)
                var code: [String] = []
                var end = index + 1
                while end < lines.endIndex {
                    let candidate = lines[end]
                    let candidateIndent = Self.indentation(of: candidate)
                    if candidateIndent < 4, Self.closes(fence.marker, candidate) {
                        end += 1
                        break
                    }
                    code.append(Self.dropping(min(indent, candidateIndent), from: candidate))
                    end += 1
                }
                blocks.append(.code(code))
                index = end
                continue
            }
            if let html = MarkdownHTMLBlock(startOf: content), html.interruptsParagraph || paragraph.isEmpty {
                flushParagraph(into: &blocks)
                var end = index
                var held: [String] = []
                while end < lines.endIndex {
                    let candidate = lines[end]
                    if html.endsAtBlankLine, Self.isBlank(candidate) { break }
                    held.append(candidate)
                    end += 1
                    if html.isEnd(candidate) { break }
                }
                if let shown = html.shownText(of: held) { blocks.append(.html(shown)) }
                index = end
                continue
            }
            if let heading = Self.atxHeading(content) {
                flushParagraph(into: &blocks)
                blocks.append(heading)
                index += 1
                continue
            }
            if !paragraph.isEmpty, indent < 4, let level = Self.setextLevel(content) {
                blocks.append(.heading(level: level, text: paragraph.joined(separator: "\n")))
                paragraph.removeAll(keepingCapacity: true)
                index += 1
                continue
            }
            if Self.isThematicBreak(content) {
                flushParagraph(into: &blocks)
                blocks.append(.thematicBreak)
                index += 1
                continue
            }
            if opensContainers, content.hasPrefix(">") {
                flushParagraph(into: &blocks)
                var quoted: [String] = []
                var end = index
                while end < lines.endIndex {
                    let candidate = lines[end]
                    let stripped = String(candidate.dropFirst(min(Self.indentation(of: candidate), 3)))
                    if stripped.hasPrefix(">") {
                        var inner = stripped.dropFirst()
                        if inner.first == " " { inner = inner.dropFirst() }
                        quoted.append(String(inner))
                    } else if !Self.isBlank(candidate), let last = quoted.last, !Self.isBlank(last),
                        Self.isLazyContinuation(stripped)
                    {
                        quoted.append(candidate)
                    } else {
                        break
                    }
                    end += 1
                }
                if let first = quoted.first, let alert = MarkdownAlert(markerLine: first) {
                    blocks.append(.alert(alert, parse(lines: quoted.dropFirst(), depth: depth + 1)))
                } else {
                    blocks.append(.quote(parse(lines: quoted[...], depth: depth + 1)))
                }
                index = end
                continue
            }
            if opensContainers, let marker = Self.listMarker(line),
                paragraph.isEmpty
                    || ((marker.start ?? 1) == 1 && !Self.isBlank(Self.dropping(marker.contentOffset - 1, from: line)))
            {
                flushParagraph(into: &blocks)
                let (list, end) = parseList(lines: lines, from: index, first: marker, depth: depth + 1)
                blocks.append(list)
                index = end
                continue
            }
            if paragraph.isEmpty, index + 1 < lines.endIndex, let table = Self.table(lines, at: index) {
                blocks.append(table.block)
                index = table.end
                continue
            }
            if paragraph.isEmpty, let reference = Self.referenceDefinition(content) {
                if references[reference.label] == nil { references[reference.label] = reference.url }
                index += 1
                continue
            }
            // `[label]:` with its destination on the next line.
            if paragraph.isEmpty, content.utf8.last == UInt8(ascii: ":"), index + 1 < lines.endIndex,
                !Self.isBlank(lines[index + 1]),
                let reference = Self.referenceDefinition(content + " " + lines[index + 1])
            {
                if references[reference.label] == nil { references[reference.label] = reference.url }
                index += 2
                continue
            }
            paragraph.append(content.trimmingLeadingSpaces())
            index += 1
        }
        flushParagraph(into: &blocks)
        return blocks
    }

    /// A list starting at `start` with its `first` marker: items of the same kind, each parsed at `depth`.
    private mutating func parseList(lines: ArraySlice<String>, from start: Int, first: ListMarker, depth: Int) -> (
        MarkdownBlock, Int
    ) {
        var items: [[MarkdownBlock]] = []
        var index = start
        var nonBlankAhead: (from: Int, found: Int?) = (lines.endIndex, nil)
        /// The first non-blank line after `position`; a run of blank lines is scanned once, not once per line.
        func nonBlank(after position: Int) -> Int? {
            if position >= nonBlankAhead.from, position < (nonBlankAhead.found ?? lines.endIndex) {
                return nonBlankAhead.found
            }
            let found = lines[(position + 1)...].firstIndex { !Self.isBlank($0) }
            nonBlankAhead = (position, found)
            return found
        }
        // One buffer for every item's lines, emptied keeping its room: each item's parse is done with it before the next.
        var itemLines: [String] = []
        while index < lines.endIndex, let marker = Self.listMarker(lines[index]), marker.isSameKind(as: first) {
            itemLines.removeAll(keepingCapacity: true)
            itemLines.append(Self.dropping(marker.contentOffset, from: lines[index]))
            var end = index + 1
            while end < lines.endIndex {
                let candidate = lines[end]
                if Self.isBlank(candidate) {
                    guard let next = nonBlank(after: end), Self.indentation(of: lines[next]) >= marker.contentOffset
                    else { break }
                    itemLines.append("")
                } else if Self.indentation(of: candidate) >= marker.contentOffset {
                    itemLines.append(Self.dropping(marker.contentOffset, from: candidate))
                } else if Self.listMarker(candidate) == nil, !Self.isBlank(itemLines.last ?? ""),
                    Self.isLazyContinuation(candidate)
                {
                    itemLines.append(candidate.trimmingLeadingSpaces())
                } else {
                    break
                }
                end += 1
            }
            items.append(parse(lines: itemLines[...], depth: depth))
            index = end
            if index < lines.endIndex, Self.isBlank(lines[index]) {
                let next = lines[index...].firstIndex { !Self.isBlank($0) }
                guard let next, let following = Self.listMarker(lines[next]), following.isSameKind(as: first) else {
                    break
                }
                index = next
            }
        }
        return (.list(start: first.start, items: items), index)
    }

    /// A list item's marker: `-`, `+`, `*` or `1.`/`1)`, and where the item's content starts.
    struct ListMarker {
        /// The number of an ordered item, `nil` for a bullet.
        let start: Int?
        /// The bullet or the ordered delimiter, as its ASCII byte.
        let symbol: UInt8
        /// The column where the item's content starts.
        let contentOffset: Int

        /// Whether `other` continues the same list.
        func isSameKind(as other: ListMarker) -> Bool {
            symbol == other.symbol && (start == nil) == (other.start == nil)
        }
    }

    /// The list marker `line` starts with, read as bytes: the indentation, the marker and the spaces after it are
    /// ASCII, and an ASCII byte followed by another ASCII byte is a grapheme cluster of its own, so they are the
    /// `Character`s CommonMark's rules speak of. A bullet or delimiter followed by a byte beyond ASCII is followed by
    /// no space either way; only the spaces are counted as `Character`s when a byte beyond ASCII follows them. Asked
    /// of every line at every level of nesting, so it reads the string's own bytes, and a line whose first byte after
    /// its indentation is no bullet or digit (most lines) is answered at that byte.
    static func listMarker(_ line: String) -> ListMarker? {
        line.utf8.withContiguousStorageIfAvailable { listMarker(line, bytes: $0) }
            ?? Array(line.utf8).withUnsafeBufferPointer { listMarker(line, bytes: $0) }
    }

    /// `listMarker(_:)` over `bytes`, the UTF-8 of `line`, read only below their count.
    private static func listMarker(_ line: String, bytes: UnsafeBufferPointer<UInt8>) -> ListMarker? {
        var offset = 0
        while offset < bytes.count, bytes[offset] == .space { offset += 1 }
        let indent = offset
        guard indent < 4, offset < bytes.count else { return nil }
        let first = bytes[offset]
        var start: Int?
        var symbol = first
        if first == .hyphen || first == .plusSign || first == .asterisk {
            if isThematicBreak(utf8: bytes[offset...]) { return nil }
            offset += 1
        } else if first.isASCIIDigit {
            var value = 0
            while offset < bytes.count, bytes[offset].isASCIIDigit, offset - indent < 10 {
                value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
            }
            guard offset - indent <= 9, offset < bytes.count,
                bytes[offset] == .fullStop || bytes[offset] == .rightParenthesis
            else { return nil }
            start = value
            symbol = bytes[offset]
            offset += 1
        } else {
            return nil
        }
        let afterMarker = offset
        if afterMarker == bytes.count {
            return ListMarker(start: start, symbol: symbol, contentOffset: afterMarker + 1)
        }
        while offset < bytes.count, bytes[offset] == .space { offset += 1 }
        var spaces = offset - afterMarker
        if offset < bytes.count, !UTF8.isASCII(bytes[offset]) {
            // A mark after the last space joins it into a cluster that is no space.
            let utf8 = line.utf8
            spaces = line[utf8.index(utf8.startIndex, offsetBy: afterMarker)...].prefix { $0 == " " }.count
        }
        guard spaces > 0 else { return nil }
        let padding = spaces >= 5 ? 1 : spaces
        return ListMarker(start: start, symbol: symbol, contentOffset: afterMarker + padding)
    }

    /// `line` without its first `count` `Character`s, which the caller knows to be ASCII (indentation, a list
    /// marker and the spaces after it). They are dropped as bytes when the byte after them is ASCII too (each is then
    /// a cluster of its own), saving the walk over clusters; before a byte beyond ASCII, which may join the last of
    /// them into one cluster, they are dropped as `Character`s.
    static func dropping(_ count: Int, from line: String) -> String {
        guard count > 0 else { return line }
        let utf8 = line.utf8
        guard count < utf8.count else { return count == utf8.count ? "" : String(line.dropFirst(count)) }
        let start = utf8.index(utf8.startIndex, offsetBy: count)
        guard UTF8.isASCII(utf8[start]) else { return String(line.dropFirst(count)) }
        // Made from the bytes after the dropped ones (`count` is below their number, all the rebased buffer reads):
        // a rest of ASCII is checked eight bytes at a time.
        return utf8.withContiguousStorageIfAvailable { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[count...]), as: UTF8.self)
        } ?? String(line[start...])
    }

    /// An opening code fence: three or more backticks or tildes (backtick fences take no backtick in the info).
    static func fence(_ content: String) -> (marker: String, info: String)? {
        guard let byte = content.utf8.first, byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~"),
            let first = content.first
        else { return nil }
        let run = content.prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        let info = content.dropFirst(run.count)
        if first == "`", holdsBacktick(info) { return nil }
        return (String(run), String(info))
    }

    /// Whether `text` holds a backtick that is a `Character` of its own (or one canonically equivalent, U+1FEF): told
    /// from its bytes when they are all ASCII, each byte then a cluster of its own; from its `Character`s otherwise.
    private static func holdsBacktick(_ text: Substring) -> Bool {
        text.allUTF8Bytes(satisfy: UTF8.isASCII) ? text.utf8.contains(.backtick) : text.contains("`" as Character)
    }

    /// Whether `line`, less its leading spaces, is a code fence's closing line for `marker`: the marker, then only
    /// more of its first character and spaces, compared as `Character`s (so U+1FEF, canonically a backtick, counts
    /// as one). When the line and the marker are ASCII, each byte is such a `Character` and they are compared as
    /// bytes.
    static func closes(_ marker: String, _ line: String) -> Bool {
        guard line.allUTF8Bytes(satisfy: UTF8.isASCII), marker.allUTF8Bytes(satisfy: UTF8.isASCII),
            let symbol = marker.utf8.first
        else {
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix(marker) && trimmed.allSatisfy { $0 == marker.first || $0 == " " }
        }
        var bytes = line.utf8.drop { $0 == .space }.makeIterator()
        for expected in marker.utf8 {
            guard bytes.next() == expected else { return false }
        }
        while let byte = bytes.next() {
            guard byte == symbol || byte == .space else { return false }
        }
        return true
    }

    static func atxHeading(_ content: String) -> MarkdownBlock? {
        guard content.utf8.first == UInt8(ascii: "#") else { return nil }
        let hashes = content.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let rest = content.dropFirst(hashes.count)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var text = rest.trimmingCharacters()
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0 {
            let before = text.dropLast(closing)
            if before.isEmpty || before.last == " " { text = String(before).trimmingCharacters() }
        }
        return .heading(level: hashes.count, text: text)
    }

    /// The level of a setext underline (`===` 1, `---` 2), read as bytes: spaces, one run of `=` or `-`, spaces.
    /// A byte beyond ASCII ends it as the `Character` that byte begins would.
    static func setextLevel(_ content: String) -> Int? {
        let utf8 = content.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex, utf8[index] == .space { index = utf8.index(after: index) }
        guard index < utf8.endIndex, utf8[index] == .equalsSign || utf8[index] == .hyphen else { return nil }
        let mark = utf8[index]
        while index < utf8.endIndex, utf8[index] == mark { index = utf8.index(after: index) }
        while index < utf8.endIndex, utf8[index] == .space { index = utf8.index(after: index) }
        guard index == utf8.endIndex else { return nil }
        return mark == .equalsSign ? 1 : 2
    }

    static func isThematicBreak(_ content: some StringProtocol) -> Bool {
        isThematicBreak(utf8: content.utf8)
    }

    private static func isThematicBreak(utf8: some Sequence<UInt8>) -> Bool {
        var mark: UInt8?
        var count = 0
        for byte in utf8 where byte != UInt8(ascii: " ") {
            guard byte == mark ?? byte,
                byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_")
            else { return false }
            mark = byte
            count += 1
        }
        return count >= 3
    }

    /// A GitHub table starting at `index`: a header row, a delimiter row with the same number of cells, and the
    /// rows up to the first blank line or other block.
    static func table(_ lines: ArraySlice<String>, at index: Int) -> (block: MarkdownBlock, end: Int)? {
        guard holdsPipe(lines[index]) else { return nil }
        let header = cells(lines[index])
        let delimiter = cells(lines[index + 1])
        guard header.count == delimiter.count, !delimiter.isEmpty else { return nil }
        var alignments: [MarkdownBlock.Alignment] = []
        for cell in delimiter {
            let core = cell.filter { $0 != ":" }
            guard !core.isEmpty, core.allSatisfy({ $0 == "-" }) else { return nil }
            switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
            case (true, true): alignments.append(.center)
            case (false, true): alignments.append(.trailing)
            default: alignments.append(.leading)
            }
        }
        var rows: [[String]] = []
        var end = index + 2
        while end < lines.endIndex, !isBlank(lines[end]), holdsPipe(lines[end]) {
            var row = cells(lines[end])
            row = Array(row.prefix(header.count)) + Array(repeating: "", count: max(0, header.count - row.count))
            rows.append(row)
            end += 1
        }
        return (.table(header: header, alignments: alignments, rows: rows), end)
    }

    /// Whether `line` holds a `|` (over the string's own bytes), which a table row must.
    private static func holdsPipe(_ line: String) -> Bool {
        !line.allUTF8Bytes { $0 != UInt8(ascii: "|") }
    }

    /// A table row's cells: split at unescaped `|`, outer pipes dropped, each trimmed of spaces, `\|` read as `|`.
    /// Every byte that matters is ASCII, so the row is read as UTF-8 bytes, once, and a cell is made from its bytes
    /// (copied and its escapes undone only when it holds an escaped pipe).
    static func cells(_ line: String) -> [String] {
        line.utf8.withContiguousStorageIfAvailable(cells(utf8:))
            ?? Array(line.utf8).withUnsafeBufferPointer(cells(utf8:))
    }

    /// `cells(_:)` of the row whose UTF-8 is `bytes`, read only below its count.
    private static func cells(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        let pipe = UInt8(ascii: "|")
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == .space { start += 1 }
        while end > start, bytes[end - 1] == .space { end -= 1 }
        if start < end, bytes[start] == pipe { start += 1 }
        if end > start, bytes[end - 1] == pipe, end - 2 < start || bytes[end - 2] != .backslash { end -= 1 }
        var cells: [String] = []
        var cellStart = start
        var isEscaped = false
        var holdsEscapedPipe = false
        for index in start..<end {
            let byte = bytes[index]
            if byte == pipe, !isEscaped {
                cells.append(cell(bytes, cellStart..<index, undoingEscapes: holdsEscapedPipe))
                cellStart = index + 1
                holdsEscapedPipe = false
                continue
            }
            if byte == pipe { holdsEscapedPipe = true }
            isEscaped = byte == .backslash && !isEscaped
        }
        cells.append(cell(bytes, cellStart..<end, undoingEscapes: holdsEscapedPipe))
        return cells
    }

    /// The cell whose bytes are `range` of `bytes`, trimmed of spaces; with `undoingEscapes`, each `\|` read as `|`
    /// first. All offsets are within `bytes`, which is all the rebased buffer reads.
    private static func cell(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, undoingEscapes: Bool) -> String {
        guard undoingEscapes else {
            var start = range.lowerBound
            var end = range.upperBound
            while start < end, bytes[start] == .space { start += 1 }
            while end > start, bytes[end - 1] == .space { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var text: [UInt8] = []
        var isEscaped = false
        for byte in bytes[range] {
            if byte == UInt8(ascii: "|"), isEscaped { text.removeLast() }
            text.append(byte)
            isEscaped = byte == .backslash && !isEscaped
        }
        var cell = text[...]
        while cell.first == .space { cell = cell.dropFirst() }
        while cell.last == .space { cell = cell.dropLast() }
        return String(decoding: cell, as: UTF8.self)
    }

    /// `[label]: destination "title"`, with the label normalised.
    static func referenceDefinition(_ content: String) -> (label: String, url: String)? {
        guard content.utf8.first == .leftSquareBracket, !isSeenToDefineNoReference(content) else { return nil }
        guard let close = content.firstIndex(of: "]") else { return nil }
        let label = content[content.index(after: content.startIndex)..<close]
        let afterLabel = content[content.index(after: close)...]
        guard !label.trimmingCharacters().isEmpty, afterLabel.hasPrefix(":") else { return nil }
        let rest = afterLabel.dropFirst().trimmingCharacters()
        guard !rest.isEmpty else { return nil }
        var url = String(rest.prefix { $0 != " " })
        if url.hasPrefix("<"), url.hasSuffix(">") { url = String(url.dropFirst().dropLast()) }
        return (normalizedLabel(label), url)
    }

    /// Whether `content`, which starts with `[`, is seen to define no reference from its bytes alone: its first `]`
    /// follows ASCII only and is followed by an ASCII byte other than `:` (a link, `[text](address)`, as most such
    /// lines are). Such a `]` is a whole `Character` (an ASCII byte after it extends no cluster), the first that
    /// `referenceDefinition` would find, so the answer is the same without searching the line `Character` by
    /// `Character`.
    /// Read over the string's own bytes; a string without them (none here: every line is a native string) is not
    /// seen to define no reference, and goes the exact way.
    private static func isSeenToDefineNoReference(_ content: String) -> Bool {
        let answer = content.utf8.withContiguousStorageIfAvailable { bytes in
            // `bytes` is the string's own storage, read only inside this closure and only below its count.
            guard let close = bytes.firstIndex(of: .rightSquareBracket), close + 1 < bytes.count else { return false }
            let next = bytes[close + 1]
            return UTF8.isASCII(next) && next != .colon && bytes[..<close].allSatisfy(UTF8.isASCII)
        }
        return answer ?? false
    }

    /// A reference label compared as CommonMark does: case-folded, inner whitespace collapsed.
    static func normalizedLabel(_ label: some StringProtocol) -> String {
        label.lowercased().split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// Whether a line can continue a paragraph lazily (it does not start another block).
    static func isLazyContinuation(_ line: String) -> Bool {
        let content = String(line.dropFirst(min(indentation(of: line), 3)))
        return fence(content) == nil && atxHeading(content) == nil && !isThematicBreak(content)
            && !content.hasPrefix(">") && listMarker(line) == nil
            && !(MarkdownHTMLBlock(startOf: content)?.interruptsParagraph ?? false)
    }

    static func indentation(of line: String) -> Int {
        line.utf8.withContiguousStorageIfAvailable { $0.firstIndex { $0 != .space } ?? $0.count }
            ?? line.utf8.prefix { $0 == .space }.count
    }

    static func isBlank(_ line: String) -> Bool {
        line.allUTF8Bytes { $0 == .space }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    fileprivate func trimmingCharacters() -> String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// The text without leading spaces, found as bytes; only before a byte beyond ASCII, which may join the last
    /// space into a cluster that is no space, are they dropped as `Character`s.
    fileprivate func trimmingLeadingSpaces() -> String {
        let utf8 = self.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex, utf8[start] == .space { start = utf8.index(after: start) }
        guard start < utf8.endIndex, !UTF8.isASCII(utf8[start]) else { return String(self[start...]) }
        return String(drop { $0 == " " })
    }
}
