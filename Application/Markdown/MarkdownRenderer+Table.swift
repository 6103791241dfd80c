import StyledText

extension MarkdownRenderer {
    /// The separator drawn between two columns, and the one drawn when the columns' longest words would not fit
    /// beside the first.
    static let columnSeparators = (wide: " │ ", narrow: "│")

    /// The narrowest a column is made when the table must give up columns to fit: narrower than its content only
    /// when its content is wider.
    static let smallestColumn = 6

    /// A GitHub table as rows that keep every word: each column as wide as its content when the table fits, else
    /// no narrower than its longest word where the screen allows, the rest shared out by how much each column
    /// wants; each cell's text wrapped within its column (a word wider than its column continues on the next row, so
    /// nothing is cut), columns separated by a bar on every row (with no space around it when the longest words
    /// would not fit otherwise), a rule under the header and, when a row takes
    /// several lines, between rows. Each link's address is replaced by a number (`[1]`) and listed under the table.
    /// Only columns that cannot get `smallestColumn` columns of the screen are left out, and a line under the table
    /// says how many.
    func table(
        header: [String], alignments: [MarkdownBlock.Alignment], rows: [[String]], inline: MarkdownInlineParser
    ) -> [StyledLine] {
        var addresses: [String] = []
        var numbers: [String: Int] = [:]
        /// A cell's spans, each link address replaced by its number in the list under the table.
        func cell(_ text: String) -> [MarkdownSpan] {
            // Replaced where they stand: most cells have no address, and are kept as they are.
            var cellSpans = spans(text, inline: inline)
            for index in cellSpans.indices where cellSpans[index].marks.contains(.address) {
                let address = Self.address(inNote: cellSpans[index].text)
                let number =
                    numbers[address]
                    ?? {
                        addresses.append(address)
                        numbers[address] = addresses.count
                        return addresses.count
                    }()
                cellSpans[index] = MarkdownSpan(text: " [\(number)]", marks: .note)
            }
            return cellSpans
        }
        let headerCells = header.map(cell)
        let bodyCells = rows.map { $0.map(cell) }
        let headerStyle = TextStyle(isBold: true)
        let measures = (0..<headerCells.count).map { column in
            ([Self.measure(headerCells[column])] + bodyCells.map { Self.measure($0[column]) })
                .reduce((natural: 0, longestWord: 0)) {
                    (max($0.natural, $1.natural), max($0.longestWord, $1.longestWord))
                }
        }
        let longestWords = measures.reduce(0) { $0 + min($1.natural, $1.longestWord) }
        let columnSeparator =
            longestWords + 3 * (measures.count - 1) <= width ? Self.columnSeparators.wide : Self.columnSeparators.narrow
        let separatorWidth = DisplayWidth.of(columnSeparator)
        var shownCount = 0
        var used = -separatorWidth
        for measure in measures {
            let room = min(measure.natural, Self.smallestColumn) + separatorWidth
            guard shownCount == 0 || used + room <= width else { break }
            used += room
            shownCount += 1
        }
        let shown = measures.prefix(shownCount)
        let widths = Self.columnWidths(
            natural: shown.map(\.natural), longestWord: shown.map(\.longestWord),
            available: max(shownCount, width - separatorWidth * (shownCount - 1)))
        // The separator before a last cell that is empty on its row, without the spaces that would end the row.
        var endSeparator = columnSeparator
        while endSeparator.utf8.last == .space { endSeparator.removeLast() }
        // Padding for each width a cell leaves over, made the first time it is needed and kept for the whole table.
        var padding = [String](repeating: "", count: (widths.max() ?? 0) + 1)
        func spaces(_ count: Int) -> String {
            if padding[count].isEmpty { padding[count] = String.spaces(count) }
            return padding[count]
        }
        func cellLines(_ row: [[MarkdownSpan]], style: TextStyle) -> [[StyledSpan]] {
            let wrapped = (0..<shownCount).map { column in
                MarkdownRenderer(width: widths[column], redaction: .none).wrap(row[column], base: style)
            }
            let height = wrapped.map { $0.count }.max() ?? 1
            return (0..<height).map { index in
                var spans: [StyledSpan] = []
                // A separator, padding on either side and the cell's own runs (most often one) for each column.
                spans.reserveCapacity(shownCount * 4)
                for column in 0..<shownCount {
                    let line = index < wrapped[column].count ? wrapped[column][index].spans : []
                    let isLast = column == shownCount - 1
                    if column > 0 {
                        let isEmptyEnd = isLast && line.allSatisfy { $0.text.isEmpty }
                        spans.append(
                            StyledSpan(text: isEmptyEnd ? endSeparator : columnSeparator, style: TextStyle(isDim: true))
                        )
                    }
                    let extra = max(0, widths[column] - Self.width(of: line))
                    let before =
                        switch alignments[column] {
                        case .leading: 0
                        case .center: extra / 2
                        case .trailing: extra
                        }
                    if before > 0 { spans.append(StyledSpan(text: spaces(before), style: .plain)) }
                    spans += line
                    if extra > before, !isLast {
                        spans.append(StyledSpan(text: spaces(extra - before), style: .plain))
                    }
                }
                return spans
            }
        }
        let rule = StyledLine(
            widths.map { String(repeating: "─", count: $0) }.joined(separator: separatorWidth == 1 ? "┼" : "─┼─"),
            style: TextStyle(isDim: true))
        let headerLines = cellLines(headerCells, style: headerStyle)
        let bodyLines = bodyCells.map { cellLines($0, style: .plain) }
        let isRuledBetweenRows = bodyLines.contains { $0.count > 1 }
        var lines = headerLines.map { StyledLine(spans: $0) } + [rule]
        for (index, row) in bodyLines.enumerated() {
            if index > 0, isRuledBetweenRows { lines.append(rule) }
            lines += row.map { StyledLine(spans: $0) }
        }
        if shownCount < measures.count {
            let hidden = measures.count - shownCount
            let note = "(\(hidden) more column\(hidden == 1 ? "" : "s") not shown: the screen is too narrow)"
            lines += TextWrapping.wrap(note, toWidth: width).map { StyledLine($0, style: TextStyle(isDim: true)) }
        }
        if !addresses.isEmpty { lines.append(StyledLine()) }
        for (index, address) in addresses.enumerated() {
            for piece in Self.cut("[\(index + 1)] " + address, toWidth: width) {
                lines.append(StyledLine(piece, style: TextStyle(isDim: true)))
            }
        }
        return lines
    }

    /// The columns a cell's line takes, as `JoinedText` measures it: the sum of its runs' simple widths when every
    /// scalar in them has one (`DisplayWidth.simpleWidth(of:)`), each then a cluster of its own.
    private static func width(of line: [StyledSpan]) -> Int {
        var total = 0
        for span in line {
            guard let spanWidth = DisplayWidth.simpleWidth(of: span.text) else { return JoinedText(line).width }
            total += spanWidth
        }
        return total
    }

    /// The address in a link's note, ` (address)`: its text less its first two `Character`s and its last. When the
    /// bytes beside those three are ASCII, each of them is a `Character` of its own and the address is the bytes
    /// between them; otherwise (a mark after the parenthesis, a prepend character before the closing one) the
    /// `Character`s are dropped.
    static func address(inNote note: String) -> String {
        let answer = note.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.count >= 4, bytes[2] < 0x80, bytes[bytes.count - 2] < 0x80 else { return nil }
            // Offsets 2 to `count - 1` are within `bytes`, which is all the rebased buffer reads.
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[2..<(bytes.count - 1)]), as: UTF8.self)
        }
        return (answer ?? nil) ?? String(note.dropFirst(2).dropLast())
    }

    /// How wide a cell's text is on one line per hard line break (`natural`), and its widest word, measured as
    /// `wrap` measures them (runs of spaces count as one, clusters formed across spans once).
    static func measure(_ spans: [MarkdownSpan]) -> (natural: Int, longestWord: Int) {
        var measured = (natural: 0, longestWord: 0)
        var start = 0
        while start < spans.count {
            var end = start
            while end < spans.count, !spans[end].isLineBreak { end += 1 }
            measureSegment(spans[start..<end], into: &measured)
            start = end + 1
        }
        return measured
    }

    /// Measures the words of `segment`, spans with no hard line break among them, as one line, into `measured`. When
    /// every scalar has a width known without Unicode's tables, each is a cluster of its own and the spans' bytes are
    /// read (a scalar's first byte counts its columns, `SpanWrapper.simpleColumns(of:)`); otherwise their joined text
    /// is read a cluster at a time.
    private static func measureSegment(
        _ segment: ArraySlice<MarkdownSpan>, into measured: inout (natural: Int, longestWord: Int)
    ) {
        var lineWidth = 0
        var wordWidth = 0
        var hasSpace = false
        if segment.allSatisfy({ isSimple($0.text) }) {
            for span in segment {
                for byte in span.text.utf8 {
                    if byte == .space {
                        endWord(&wordWidth, lineWidth: &lineWidth, hasSpace: &hasSpace, measured: &measured)
                        hasSpace = true
                    } else {
                        if byte & 0xC0 != 0x80 { wordWidth += 1 }
                        if byte >= 0xE3 { wordWidth += 1 }
                    }
                }
            }
        } else {
            JoinedText(segment.map { StyledSpan(text: $0.text, style: .plain) }).forEachCluster { character, _ in
                if character == " " || character == "\n" {
                    endWord(&wordWidth, lineWidth: &lineWidth, hasSpace: &hasSpace, measured: &measured)
                    hasSpace = true
                } else {
                    wordWidth += DisplayWidth.of(character)
                }
            }
        }
        endWord(&wordWidth, lineWidth: &lineWidth, hasSpace: &hasSpace, measured: &measured)
    }

    /// Ends a word `wordWidth` wide on a line `lineWidth` wide so far, after a space when `hasSpace`; a word of no
    /// width is no word.
    private static func endWord(
        _ wordWidth: inout Int, lineWidth: inout Int, hasSpace: inout Bool,
        measured: inout (natural: Int, longestWord: Int)
    ) {
        guard wordWidth > 0 else { return }
        lineWidth += (hasSpace && lineWidth > 0 ? 1 : 0) + wordWidth
        measured.longestWord = max(measured.longestWord, wordWidth)
        measured.natural = max(measured.natural, lineWidth)
        wordWidth = 0
        hasSpace = false
    }

    /// Column widths that add up to no more than `available`: the `natural` widths when they fit; else each column
    /// given its longest word (capped at its natural width) and the rest shared out in proportion to what each still
    /// wants; else, when even the longest words do not fit, those narrowed by `narrowed(_:toTotal:)`.
    static func columnWidths(natural: [Int], longestWord: [Int], available: Int) -> [Int] {
        let natural = natural.map { max(1, $0) }
        guard natural.reduce(0, +) > available else { return natural }
        let minimum = zip(natural, longestWord).map { min($0, max(1, $1)) }
        let minimumTotal = minimum.reduce(0, +)
        guard minimumTotal < available else { return narrowed(minimum, toTotal: available) }
        let wants = zip(natural, minimum).map { $0 - $1 }
        let totalWant = wants.reduce(0, +)
        let extra = available - minimumTotal
        var widths = zip(minimum, wants).map { $0 + $1 * extra / totalWant }
        var left = available - widths.reduce(0, +)
        for column in wants.indices.sorted(by: { wants[$0] > wants[$1] }) where left > 0 {
            guard widths[column] < natural[column] else { continue }
            widths[column] += 1
            left -= 1
        }
        return widths
    }
}
