/// Breaks running text into lines no wider than a number of terminal columns.
///
/// Words are kept whole where they fit; a word wider than the line is cut by display width, never inside a
/// grapheme cluster, and a cluster wider than the whole line is shown as `…`, so no line is wider than asked. A
/// continuation line starting with a cluster that would attach to a space before it (an emoji modifier after a
/// zero-width space in unsanitised text) is not indented, so the indent never joins it. Line breaks in the text
/// are kept, and an empty (or all-blank) line stays an empty line. A line's leading spaces are kept (README
/// indentation and code keep their shape), and its wrapped continuation lines are indented the same when that
/// leaves at least half the width.
///
/// Every cluster is kept, in order, except spaces, which are dropped in three places only: the whole run of spaces
/// where a line breaks (so no wrapped line ends in a space), the spaces that end a line of the text, and those of a
/// line's indentation that leave its first cluster no room on the first row (the indentation is kept up to the
/// width minus that cluster's width, so a zero-width first cluster keeps all of it). Spaces between words stay as
/// written within a row.
public enum TextWrapping {
    /// The lines of `text` (already sanitised) wrapped to `width` columns.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        return text.lineFeedSeparatedLines.flatMap { wrapParagraph($0, toWidth: width) }
    }

    /// One word and the spaces written before it.
    private struct Token {
        let gap: Int
        let word: Substring
    }

    private static func wrapParagraph(_ paragraph: Substring, toWidth width: Int) -> [String] {
        let indentCount = paragraph.prefix { $0 == " " }.count
        let tokens = self.tokens(in: paragraph.dropFirst(indentCount))
        guard !tokens.isEmpty else { return [""] }
        let firstCluster = tokens[0].word.first.map { DisplayWidth.of($0) } ?? 0
        let firstIndent = min(indentCount, width - (firstCluster > width ? 1 : firstCluster))
        let continuationIndent = firstIndent * 2 <= width ? firstIndent : 0
        var lines: [String] = []
        var line = String.spaces(firstIndent)
        var lineWidth = firstIndent
        var hasWord = false

        func startLine() {
            lines.append(line)
            line = String.spaces(continuationIndent)
            lineWidth = continuationIndent
            hasWord = false
        }

        for token in tokens {
            let wordWidth = DisplayWidth.of(token.word)
            let gap = hasWord ? token.gap : 0
            if lineWidth + gap + wordWidth <= width {
                line += String.spaces(gap) + token.word
                lineWidth += gap + wordWidth
                hasWord = true
                continue
            }
            if hasWord { startLine() }
            if lineWidth + wordWidth <= width {
                line += token.word
                lineWidth += wordWidth
                hasWord = true
                continue
            }
            for cluster in token.word {
                let isTooWide = DisplayWidth.of(cluster) > width
                let character: Character = isTooWide ? "…" : cluster
                let characterWidth = isTooWide ? 1 : DisplayWidth.of(cluster)
                if lineWidth + characterWidth > width, hasWord {
                    startLine()
                }
                let isIndentUnfit =
                    lineWidth + characterWidth > width || ClusterBoundary.attachesToWhatPrecedes(character)
                if isIndentUnfit, !hasWord {
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
                hasWord = true
            }
        }
        lines.append(line)
        return lines
    }

    /// The words of `text` (which starts with a word) with the number of spaces before each; trailing spaces are
    /// dropped. A text of ASCII alone, where each byte is a cluster of its own, is read as bytes; any other text as
    /// `Character`s.
    private static func tokens(in text: Substring) -> [Token] {
        text.allUTF8Bytes(satisfy: UTF8.isASCII)
            ? tokens(in: text, units: text.utf8, isSpace: { $0 == UInt8(ascii: " ") })
            : tokens(in: text, units: text, isSpace: { $0 == " " })
    }

    /// `tokens(in:)` over `units`, the bytes or the `Character`s of `text`, which share its indexes.
    private static func tokens<Units: Collection>(
        in text: Substring, units: Units, isSpace: (Units.Element) -> Bool
    ) -> [Token] where Units.Index == String.Index {
        var tokens: [Token] = []
        var gap = 0
        var index = units.startIndex
        while index < units.endIndex {
            while index < units.endIndex, isSpace(units[index]) {
                gap += 1
                index = units.index(after: index)
            }
            guard index < units.endIndex else { break }
            var end = index
            while end < units.endIndex, !isSpace(units[end]) { end = units.index(after: end) }
            tokens.append(Token(gap: gap, word: text[index..<end]))
            gap = 0
            index = end
        }
        return tokens
    }
}
