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
        // Split as an array of bytes, where looking for the next line feed is a plain loop over memory.
        let bytes = Array(text.utf8)
        var lines: [String] = []
        var start = 0
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end + 1
        }
        lines.append(String(decoding: bytes[start...], as: UTF8.self))
        return parse(lines: lines[...], depth: 0)
    }

    /// The blocks of `lines`, inside `depth` containers.
    private mutating func parse(lines: ArraySlice<String>, depth: Int) -> [MarkdownBlock] {
        let opensContainers = depth < Self.maximumDepth
        var blocks: [MarkdownBlock] = []
        var index = lines.startIndex
        var paragraph: [String] = []
        func flushParagraph(into blocks: inout [MarkdownBlock]) {
            guard !paragraph.isEmpty else { return }
            blocks.append(.paragraph(paragraph.joined(separator: "\n")))
            paragraph = []
        }
        while index < lines.endIndex {
            let line = lines[index]
            let indent = Self.indentation(of: line)
            let content = indent == 0 ? line : Self.dropping(min(indent, 3), from: line)
            if Self.isBlank(line) {
                flushParagraph(into: &blocks)
                index += 1
                continue
            }
            if indent >= 4, !paragraph.isEmpty {
                paragraph.append(content.trimmingLeadingSpaces())
                index += 1
                continue
            }
            if indent >= 4 {
                var code: [String] = []
                var end = index
                while end < lines.endIndex, Self.isBlank(lines[end]) || Self.indentation(of: lines[end]) >= 4 {
                    code.append(String(lines[end].dropFirst(min(4, Self.indentation(of: lines[end])))))
                    end += 1
                }
                while code.last.map(Self.isBlank) ?? false { code.removeLast() }
                blocks.append(.code(code))
                index = end
                continue
            }
            if let fence = Self.fence(content) {
                flushParagraph(into: &blocks)
                var code: [String] = []
                var end = index + 1
                while end < lines.endIndex {
                    let candidate = lines[end]
                    let candidateIndent = Self.indentation(of: candidate)
                    let trimmed = candidate.drop { $0 == " " }
                    if candidateIndent < 4, trimmed.hasPrefix(fence.marker),
                        trimmed.allSatisfy({ $0 == fence.marker.first || $0 == " " })
                    {
                        end += 1
                        break
                    }
                    code.append(String(candidate.dropFirst(min(indent, candidateIndent))))
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
                paragraph = []
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
        while index < lines.endIndex, let marker = Self.listMarker(lines[index]), marker.isSameKind(as: first) {
            var itemLines = [Self.dropping(marker.contentOffset, from: lines[index])]
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
    /// no space either way; only the spaces are counted as `Character`s when a byte beyond ASCII follows them.
    static func listMarker(_ line: String) -> ListMarker? {
        let indent = indentation(of: line)
        let rest = line.utf8.dropFirst(indent)
        guard indent < 4, let first = rest.first else { return nil }
        var start: Int?
        var symbol = first
        var markerLength = 1
        if first == .hyphen || first == .plusSign || first == .asterisk {
            if isThematicBreak(Substring(rest)) { return nil }
        } else if first.isASCIIDigit {
            let digits = rest.prefix { $0.isASCIIDigit }
            guard digits.count <= 9, let delimiter = rest.dropFirst(digits.count).first,
                delimiter == .fullStop || delimiter == .rightParenthesis
            else { return nil }
            start = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            symbol = delimiter
            markerLength = digits.count + 1
        } else {
            return nil
        }
        let afterMarker = rest.dropFirst(markerLength)
        if afterMarker.isEmpty {
            return ListMarker(start: start, symbol: symbol, contentOffset: indent + markerLength + 1)
        }
        var spaces = afterMarker.prefix { $0 == .space }.count
        if let next = afterMarker.dropFirst(spaces).first, !UTF8.isASCII(next) {
            // A mark after the last space joins it into a cluster that is no space.
            spaces = Substring(afterMarker).prefix { $0 == " " }.count
        }
        guard spaces > 0 else { return nil }
        let padding = spaces >= 5 ? 1 : spaces
        return ListMarker(start: start, symbol: symbol, contentOffset: indent + markerLength + padding)
    }

    /// `line` without its first `count` `Character`s, which the caller knows to be ASCII (indentation, a list
    /// marker and the spaces after it). They are dropped as bytes when the byte after them is ASCII too (each is then
    /// a cluster of its own), saving the walk over clusters; before a byte beyond ASCII, which may join the last of
    /// them into one cluster, they are dropped as `Character`s.
    static func dropping(_ count: Int, from line: String) -> String {
        let utf8 = line.utf8
        guard count < utf8.count else { return count == utf8.count ? "" : String(line.dropFirst(count)) }
        let start = utf8.index(utf8.startIndex, offsetBy: count)
        guard UTF8.isASCII(utf8[start]) else { return String(line.dropFirst(count)) }
        return String(line[start...])
    }

    /// An opening code fence: three or more backticks or tildes (backtick fences take no backtick in the info).
    static func fence(_ content: String) -> (marker: String, info: String)? {
        guard let byte = content.utf8.first, byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~"),
            let first = content.first
        else { return nil }
        let run = content.prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        let info = content.dropFirst(run.count)
        if first == "`", info.contains("`") { return nil }
        return (String(run), String(info))
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

    static func setextLevel(_ content: String) -> Int? {
        guard let byte = content.utf8.first(where: { $0 != UInt8(ascii: " ") }),
            byte == UInt8(ascii: "=") || byte == UInt8(ascii: "-")
        else { return nil }
        let trimmed = content.trimmingCharacters()
        guard let first = trimmed.first, first == "=" || first == "-", trimmed.allSatisfy({ $0 == first }) else {
            return nil
        }
        return first == "=" ? 1 : 2
    }

    static func isThematicBreak(_ content: some StringProtocol) -> Bool {
        var mark: UInt8?
        var count = 0
        for byte in content.utf8 where byte != UInt8(ascii: " ") {
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
        guard lines[index].utf8.contains(UInt8(ascii: "|")) else { return nil }
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
        while end < lines.endIndex, !isBlank(lines[end]), lines[end].utf8.contains(UInt8(ascii: "|")) {
            var row = cells(lines[end])
            row = Array(row.prefix(header.count)) + Array(repeating: "", count: max(0, header.count - row.count))
            rows.append(row)
            end += 1
        }
        return (.table(header: header, alignments: alignments, rows: rows), end)
    }

    /// A table row's cells: split at unescaped `|`, outer pipes dropped, each trimmed of spaces, `\|` read as `|`.
    /// Every byte that matters is ASCII, so the row is read as UTF-8 bytes, once.
    static func cells(_ line: String) -> [String] {
        var bytes = Array(line.utf8)[...]
        while bytes.first == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
        while bytes.last == UInt8(ascii: " ") { bytes = bytes.dropLast() }
        if bytes.first == UInt8(ascii: "|") { bytes = bytes.dropFirst() }
        if bytes.last == UInt8(ascii: "|"), bytes.dropLast().last != UInt8(ascii: "\\") { bytes = bytes.dropLast() }
        var cells: [String] = []
        var current: [UInt8] = []
        func finish() {
            var cell = current[...]
            while cell.first == UInt8(ascii: " ") { cell = cell.dropFirst() }
            while cell.last == UInt8(ascii: " ") { cell = cell.dropLast() }
            cells.append(String(decoding: cell, as: UTF8.self))
            current = []
        }
        var isEscaped = false
        for byte in bytes {
            if byte == UInt8(ascii: "|"), !isEscaped {
                finish()
                continue
            }
            if byte == UInt8(ascii: "|"), isEscaped {
                current.removeLast()
            }
            current.append(byte)
            isEscaped = byte == UInt8(ascii: "\\") && !isEscaped
        }
        finish()
        return cells
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
    private static func isSeenToDefineNoReference(_ content: String) -> Bool {
        let bytes = content.utf8
        guard let close = bytes.firstIndex(of: .rightSquareBracket), let next = bytes[close...].dropFirst().first
        else { return false }
        return UTF8.isASCII(next) && next != .colon && bytes[..<close].allSatisfy(UTF8.isASCII)
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
        line.utf8.prefix { $0 == UInt8(ascii: " ") }.count
    }

    static func isBlank(_ line: String) -> Bool {
        line.utf8.allSatisfy { $0 == UInt8(ascii: " ") }
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

    /// The text without leading spaces.
    fileprivate func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}
