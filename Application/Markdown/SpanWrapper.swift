import StyledText

/// Fills lines no wider than `width` with the words of styled runs, for `MarkdownRenderer.wrap(_:base:)`: words kept
/// whole where they fit, a word wider than a line cut between clusters, one space (in the style of the run it
/// stood in) between two words on a line, none at a line's start or end.
///
/// The runs between two hard line breaks are one segment, whose words are measured on its joined text, so a cluster
/// that forms across runs is measured once, as the terminal draws it. A word is kept as slices of its runs until it
/// is placed, and the state is the struct's own (no closure captures it), so a plain word costs a search for the next
/// space and one append.
struct SpanWrapper {
    /// A run of styled text.
    typealias Run = (text: String, style: TextStyle)

    /// The width of a line.
    let width: Int
    /// The lines filled so far; the one being filled is not among them until `breakLine()`.
    private(set) var lines: [StyledLine] = []
    /// The line being filled, as runs (neighbours of one style joined).
    private var current: [Run] = []
    private var currentWidth = 0
    /// Whether the line holds a word: a word of zero width (U+200B alone) holds the line as much as any other.
    private var hasWord = false
    /// The style of the space owed before the next word on this line, if one is owed.
    private var pendingSpace: TextStyle?
    /// The word being read: pieces of runs, each whole clusters of the joined text.
    private var word: [(text: Substring, style: TextStyle)] = []
    /// The run the word's last piece comes from (`nil` when the word is empty).
    private var wordRun: Int?

    init(width: Int) {
        self.width = width
    }

    /// Whether the line being filled holds nothing yet.
    var isLineEmpty: Bool { current.isEmpty }

    /// Ends the line being filled (an empty line when it holds nothing).
    mutating func breakLine() {
        lines.append(StyledLine(current))
        current = []
        currentWidth = 0
        hasWord = false
        pendingSpace = nil
    }

    /// Places the words of `segment`, runs with no hard line break among them, after what the line holds.
    mutating func flow(_ segment: [Run]) {
        if segment.allSatisfy({ MarkdownRenderer.isSimple($0.text) }) {
            // Every scalar is a cluster of its own (`DisplayWidth.simpleWidth(of:)`), so the words are the runs'
            // stretches between spaces, taken whole rather than a cluster at a time.
            for (runIndex, run) in segment.enumerated() {
                // The run's bytes are searched for spaces as an array, a plain loop over memory; printable ASCII is
                // one column a byte.
                let text = run.text
                let bytes = Array(text.utf8)
                let isPrintableASCII = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
                func index(_ offset: Int) -> String.Index { text.utf8.index(text.startIndex, offsetBy: offset) }
                var start = 0
                while start < bytes.count {
                    if bytes[start] == .space {
                        endWord(spaceStyle: run.style)
                        start += 1
                        continue
                    }
                    var end = bytes[start...].firstIndex(of: .space) ?? bytes.count
                    let piece = text[index(start)..<index(end)]
                    if word.isEmpty, end < bytes.count {
                        // A whole word, ended by a space in its own run: placed without being gathered.
                        if makeRoom(forWordOfWidth: isPrintableASCII ? end - start : DisplayWidth.of(piece)) {
                            if isPrintableASCII {
                                // The words after it that go on this line join it in one slice (see
                                // `endOfWordsFitting(after:in:)`), rather than being placed a word at a time.
                                let lineEnd = endOfWordsFitting(after: end, in: bytes)
                                currentWidth += lineEnd - end
                                end = lineEnd
                            }
                            append(text[index(start)..<index(end)], run.style)
                        } else {
                            cut(piece, style: run.style)
                        }
                    } else {
                        addToWord(piece, style: run.style, run: runIndex)
                    }
                    start = end
                }
            }
        } else {
            JoinedText(segment).forEachCluster { character, runIndex in
                let style = segment[runIndex].style
                if character == " " || character == "\n" {
                    endWord(spaceStyle: style)
                } else {
                    addToWord(Substring(String(character)), style: style, run: runIndex)
                }
            }
        }
        placeWord()
    }

    /// Where the words of a printable ASCII run that follow a word just placed (ending at `wordEnd`) stop fitting
    /// on the line: each taken must follow a single space and be ended by a space within `bytes`, the run, and the
    /// line must have room for the space and the word. Placed one at a time, each such word would join the line
    /// after one space in the run's style (the space owed after the word before), in the run the word before it
    /// is in, so the stretch up to the returned end is the same text placed as one slice.
    private func endOfWordsFitting(after wordEnd: Int, in bytes: [UInt8]) -> Int {
        var end = wordEnd
        var columns = currentWidth
        while end + 1 < bytes.count, bytes[end + 1] != .space,
            let next = bytes[(end + 1)...].firstIndex(of: .space), columns + (next - end) <= width
        {
            columns += next - end
            end = next
        }
        return end
    }

    /// Adds `piece` to the word being read, joined to its last piece when both come from the same run.
    private mutating func addToWord(_ piece: Substring, style: TextStyle, run: Int) {
        if run == wordRun {
            word[word.count - 1].text += piece
        } else {
            word.append((piece, style))
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
        let wordWidth = word.reduce(0) { $0 + DisplayWidth.of($1.text) }
        if makeRoom(forWordOfWidth: wordWidth) {
            for piece in word { append(piece.text, piece.style) }
        } else {
            for piece in word { cut(piece.text, style: piece.style) }
        }
        word.removeAll(keepingCapacity: true)
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
            append(" ", space)
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
        if let last = current.last, last.style == style {
            current[current.count - 1].text += text
        } else {
            current.append((String(text), style))
        }
    }
}
