import StyledText

/// Fills lines no wider than `width` with the words of styled runs, for `MarkdownRenderer.wrap(_:base:)`: words kept
/// whole where they fit, a word wider than a line cut between clusters, one space (in the style of the run it
/// stood in) between two words on a line, none at a line's start or end.
///
/// The runs between two hard line breaks are one segment, whose words are measured on its joined text, so a cluster
/// that forms across runs is measured once, as the terminal draws it. When every scalar of a segment has a width known
/// without Unicode's tables, each is a cluster of its own and the words are read from the runs' bytes; a line is
/// gathered as bytes and made into strings, one per run, when it ends.
struct SpanWrapper {
    /// A piece of the word being read: whole clusters of one run, where they end in `wordBytes`, and their width
    /// when it is already known.
    private struct WordPiece {
        var end: Int
        let style: TextStyle
        var width: Int?
    }

    /// The width of a line.
    let width: Int
    /// The lines filled so far; the one being filled is not among them until `breakLine()`.
    private(set) var lines: [StyledLine] = []
    /// The text of the line being filled, as UTF-8: its runs are made strings once, when the line ends, rather than
    /// grown an append at a time.
    private var lineBytes: [UInt8] = []
    /// Where each run of the line being filled ends in `lineBytes`, and its style (neighbours of one style joined).
    private var lineRuns: [(end: Int, style: TextStyle)] = []
    private var currentWidth = 0
    /// Whether the line holds a word: a word of zero width (U+200B alone) holds the line as much as any other.
    private var hasWord = false
    /// The style of the space owed before the next word on this line, if one is owed.
    private var pendingSpace: TextStyle?
    /// The word being read: pieces of runs, each whole clusters of the joined text, their bytes one after the other
    /// in `wordBytes` (copied there as read, where a slice of each run would be a string to make and then read back).
    private var word: [WordPiece] = []
    private var wordBytes: [UInt8] = []
    /// The run the word's last piece comes from (`nil` when the word is empty).
    private var wordRun: Int?

    init(width: Int) {
        self.width = width
        // Room for a typical paragraph at once, rather than grown from nothing a doubling at a time: its lines, a
        // line's bytes and runs, a word's pieces and bytes (each buffer is emptied keeping its room, line after line).
        lines.reserveCapacity(4)
        lineBytes.reserveCapacity(min(width, 1_024) + 1)
        lineRuns.reserveCapacity(4)
        word.reserveCapacity(2)
        wordBytes.reserveCapacity(32)
    }

    /// Whether the line being filled holds nothing yet.
    var isLineEmpty: Bool { lineRuns.isEmpty }

    /// Ends the line being filled (an empty line when it holds nothing).
    mutating func breakLine() {
        // Room for the runs and for two prefixes a list or a quote will put before them (`MarkdownRenderer`).
        var spans: [StyledSpan] = []
        spans.reserveCapacity(lineRuns.count + 2)
        var start = 0
        for run in lineRuns {
            spans.append(
                StyledSpan(text: String(decoding: lineBytes[start..<run.end], as: UTF8.self), style: run.style))
            start = run.end
        }
        lines.append(StyledLine(spans: spans))
        lineBytes.removeAll(keepingCapacity: true)
        lineRuns.removeAll(keepingCapacity: true)
        currentWidth = 0
        hasWord = false
        pendingSpace = nil
    }

    /// Places the words of `segment`, runs with no hard line break among them, after what the line holds.
    mutating func flow(_ segment: [StyledSpan]) {
        // Which of the first 64 runs are printable ASCII, found while testing that every run is simple (later runs,
        // only in a hostile README, are tested again).
        var printableASCIIRuns: UInt64 = 0
        var isSimple = true
        for index in segment.indices {
            let text = segment[index].text
            if text.isPrintableASCII {
                if index < 64 { printableASCIIRuns |= 1 << UInt64(index) }
            } else if !MarkdownRenderer.isSimple(text) {
                isSimple = false
                break
            }
        }
        guard isSimple else {
            flowClusterByCluster(segment)
            return
        }
        // Every scalar is a cluster of its own (`DisplayWidth.simpleWidth(of:)`), so the words are the runs'
        // stretches between spaces, taken whole from the runs' bytes rather than a cluster at a time. Each run is
        // read in place, its text and style apart.
        for index in segment.indices {
            let text = segment[index].text
            let style = segment[index].style
            let isPrintableASCII =
                index < 64 ? printableASCIIRuns & (1 << UInt64(index)) != 0 : text.isPrintableASCII
            let isFlowed = text.utf8.withContiguousStorageIfAvailable { bytes in
                flowSimple(text, style, bytes: bytes, runIndex: index, isPrintableASCII: isPrintableASCII)
                return true
            }
            if isFlowed == nil {
                Array(text.utf8).withUnsafeBufferPointer { bytes in
                    flowSimple(text, style, bytes: bytes, runIndex: index, isPrintableASCII: isPrintableASCII)
                }
            }
        }
        placeWord()
    }

    /// Places the words of `segment` as `flow(_:)` does, reading the joined text a grapheme cluster at a time: the
    /// way every segment would be read, and the one that segments holding a scalar beyond the simple ones take.
    mutating func flowClusterByCluster(_ segment: [StyledSpan]) {
        JoinedText(segment).forEachCluster { character, runIndex in
            let style = segment[runIndex].style
            if character == " " || character == "\n" {
                endWord(spaceStyle: style)
            } else {
                addToWord(character.utf8, width: nil, style: style, run: runIndex)
            }
        }
        placeWord()
    }

    /// Places the words of the run `text` in `style`, every scalar of which has a width known without Unicode's
    /// tables: `bytes` is its UTF-8, read only below its count. A word ended by a space in its own run is placed at
    /// once; the run's last word, which may go on in the next run, is gathered into `word`.
    private mutating func flowSimple(
        _ text: String, _ style: TextStyle, bytes: UnsafeBufferPointer<UInt8>, runIndex: Int, isPrintableASCII: Bool
    ) {
        var start = 0
        while start < bytes.count {
            if bytes[start] == .space {
                endWord(spaceStyle: style)
                start += 1
                continue
            }
            var end = start + 1
            while end < bytes.count, bytes[end] != .space { end += 1 }
            let wordWidth = isPrintableASCII ? end - start : Self.simpleColumns(of: bytes[start..<end])
            if word.isEmpty, end < bytes.count {
                // A whole word, ended by a space in its own run: placed without being gathered.
                if makeRoom(forWordOfWidth: wordWidth) {
                    if isPrintableASCII {
                        // The words after it that go on this line join it in one slice (see
                        // `endOfWordsFitting(after:in:)`), rather than being placed a word at a time.
                        let lineEnd = endOfWordsFitting(after: end, in: bytes)
                        currentWidth += lineEnd - end
                        end = lineEnd
                    }
                    // Both offsets are below `bytes.count`, which is all the rebased buffer reads.
                    lineBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    endRun(style)
                } else {
                    cut(Self.slice(of: text, start..<end), style: style)
                }
            } else {
                // Both offsets are below `bytes.count`, which is all the rebased buffer reads.
                addToWord(
                    UnsafeBufferPointer(rebasing: bytes[start..<end]), width: wordWidth, style: style, run: runIndex)
            }
            start = end
        }
    }

    /// The part of `text` between two UTF-8 offsets that fall between scalars.
    private static func slice(of text: String, _ offsets: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return text[start..<utf8.index(start, offsetBy: offsets.count)]
    }

    /// The columns of UTF-8 `bytes` whose every scalar is one of `DisplayWidth.simpleWidth(of:)`'s: each scalar
    /// takes one column, and two when it is at U+3000 or above (CJK, kana, Hangul, fullwidth forms), which are the
    /// scalars whose first byte is `E3` or above. So the columns are the bytes that start a scalar (any but a
    /// continuation byte, `10xxxxxx`) plus those that start one at U+3000 or above.
    static func simpleColumns(of bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var columns = 0
        for byte in bytes {
            if byte & 0xC0 != 0x80 { columns += 1 }
            if byte >= 0xE3 { columns += 1 }
        }
        return columns
    }

    /// Where the words of a printable ASCII run that follow a word just placed (ending at `wordEnd`) stop fitting
    /// on the line: each taken must follow a single space and be ended by a space within `bytes`, the run, and the
    /// line must have room for the space and the word. Placed one at a time, each such word would join the line
    /// after one space in the run's style (the space owed after the word before), in the run the word before it
    /// is in, so the stretch up to the returned end is the same text placed as one slice.
    private func endOfWordsFitting(after wordEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = wordEnd
        var columns = currentWidth
        while end + 1 < bytes.count, bytes[end + 1] != .space {
            var next = end + 2
            while next < bytes.count, bytes[next] != .space { next += 1 }
            guard next < bytes.count, columns + (next - end) <= width else { break }
            columns += next - end
            end = next
        }
        return end
    }

    /// Adds `piece`, `width` columns wide when known, to the word being read, joined to its last piece when both
    /// come from the same run.
    private mutating func addToWord(_ piece: some Sequence<UInt8>, width: Int?, style: TextStyle, run: Int) {
        wordBytes.append(contentsOf: piece)
        if run == wordRun {
            word[word.count - 1].end = wordBytes.count
            word[word.count - 1].width = word[word.count - 1].width.flatMap { known in width.map { known + $0 } }
        } else {
            word.append(WordPiece(end: wordBytes.count, style: style, width: width))
            wordRun = run
        }
    }

    /// A space ends the word being read; the space owed before the next word takes the style of the first space
    /// after a word on this line.
    private mutating func endWord(spaceStyle: TextStyle) {
        placeWord()
        pendingSpace = pendingSpace ?? (hasWord ? spaceStyle : nil)
    }

    /// Places the word being read: on this line after the space owed when both fit, else at the start of the next
    /// line, cut between clusters when it is wider than a whole line (a cluster wider than a line is left out).
    private mutating func placeWord() {
        guard !word.isEmpty else { return }
        // Each piece of the word holds whole clusters of the joined text, so measuring pieces apart is exact.
        var wordWidth = 0
        var start = 0
        for piece in word {
            wordWidth += piece.width ?? DisplayWidth.of(String(decoding: wordBytes[start..<piece.end], as: UTF8.self))
            start = piece.end
        }
        let fits = makeRoom(forWordOfWidth: wordWidth)
        start = 0
        for piece in word {
            if fits {
                lineBytes.append(contentsOf: wordBytes[start..<piece.end])
                endRun(piece.style)
            } else {
                cut(Substring(String(decoding: wordBytes[start..<piece.end], as: UTF8.self)), style: piece.style)
            }
            start = piece.end
        }
        word.removeAll(keepingCapacity: true)
        wordBytes.removeAll(keepingCapacity: true)
        wordRun = nil
    }

    /// Makes room for a word `wordWidth` wide: breaks the line when the word and the space owed before it do not
    /// fit after what it holds, then writes that space if the line holds a word. Returns whether the word fits on
    /// the line, and if so counts it placed; when it does not, the caller cuts it.
    private mutating func makeRoom(forWordOfWidth wordWidth: Int) -> Bool {
        let spaceWidth = pendingSpace == nil || !hasWord ? 0 : 1
        if currentWidth + spaceWidth + wordWidth > width, hasWord {
            breakLine()
        }
        if let space = pendingSpace, hasWord {
            lineBytes.append(.space)
            endRun(space)
            currentWidth += 1
        }
        pendingSpace = nil
        guard wordWidth <= width - currentWidth else { return false }
        currentWidth += wordWidth
        hasWord = true
        return true
    }

    /// Places `text`, a piece of a word wider than a line, cluster by cluster, breaking the line where the next
    /// cluster does not fit; what fits on one line is appended as one slice.
    private mutating func cut(_ text: Substring, style: TextStyle) {
        if width > 0, text.isPrintableASCII {
            // Printable ASCII: every byte is a cluster one column wide, so each line takes what room it has left.
            var start = text.startIndex
            while start < text.endIndex {
                if currentWidth >= width { breakLine() }
                let end =
                    text.utf8.index(start, offsetBy: width - currentWidth, limitedBy: text.endIndex) ?? text.endIndex
                append(text[start..<end], style)
                currentWidth += text.utf8.distance(from: start, to: end)
                hasWord = true
                start = end
            }
            return
        }
        var chunkStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let characterWidth = DisplayWidth.of(text[index])
            if characterWidth > width || currentWidth + characterWidth > width {
                if chunkStart < index { append(text[chunkStart..<index], style) }
                chunkStart = index
            }
            if characterWidth > width {
                chunkStart = next
            } else {
                if currentWidth + characterWidth > width { breakLine() }
                currentWidth += characterWidth
                hasWord = true
            }
            index = next
        }
        if chunkStart < text.endIndex { append(text[chunkStart...], style) }
    }

    /// Appends `text` to the line, joined to its last run when the style is the same.
    private mutating func append(_ text: Substring, _ style: TextStyle) {
        if text.utf8.withContiguousStorageIfAvailable({ lineBytes.append(contentsOf: $0) }) == nil {
            lineBytes.append(contentsOf: text.utf8)
        }
        endRun(style)
    }

    /// Ends the line's last run at the end of its bytes when it has `style`, else starts a run of `style` there.
    private mutating func endRun(_ style: TextStyle) {
        if let last = lineRuns.last, last.style == style {
            lineRuns[lineRuns.count - 1].end = lineBytes.count
        } else {
            lineRuns.append((lineBytes.count, style))
        }
    }
}
