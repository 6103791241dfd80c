import StyledText
import XCTest

@testable import Terminal

final class TextWrappingTests: XCTestCase {
    func test_words_wrapAtTheWidth() {
        XCTAssertEqual(TextWrapping.wrap("one two three four", toWidth: 9), ["one two", "three", "four"])
    }

    func test_longWord_isCut() {
        XCTAssertEqual(TextWrapping.wrap("abcdefghij", toWidth: 4), ["abcd", "efgh", "ij"])
    }

    func test_wideCharacters_countTwoColumns() {
        let lines = TextWrapping.wrap("日本語のテキスト", toWidth: 6)

        XCTAssertEqual(lines, ["日本語", "のテキ", "スト"])
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 6 })
    }

    func test_asciiText_wrapsAsTheSameTextWithAnAccentedLetter() {
        // ASCII alone is read as bytes and any other text as `Character`s: `á` is one column as `a` is, so the two
        // readings must lay out the same rows.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bc", " ", "  ", "\n", "\r\n", "\r", "defghijklm", "    "]
        for _ in 0..<300 {
            let text =
                "a" + (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement()! }.joined()
            let width = Int.random(in: 1...12, using: &generator)
            let accented = TextWrapping.wrap(text.replacingOccurrences(of: "a", with: "\u{E1}"), toWidth: width)
            XCTAssertEqual(
                TextWrapping.wrap(text, toWidth: width),
                accented.map { $0.replacingOccurrences(of: "\u{E1}", with: "a") }, "\(text.debugDescription) \(width)")
        }
    }

    func test_lineFeedAfterACarriageReturn_isNoLineBreakOfItsOwn() {
        // CR LF is one `Character`, no "\n": lines end only where a line feed stands alone (text is sanitised first).
        XCTAssertEqual(TextWrapping.wrap("a\r\nb\nc\n", toWidth: 10), ["a\r\nb", "c", ""])
    }

    func test_lineBreaksAndEmptyLines_stay() {
        XCTAssertEqual(TextWrapping.wrap("a\n\nb", toWidth: 10), ["a", "", "b"])
    }

    func test_leadingSpaces_areKept_andContinuationLinesIndentedTheSame() {
        XCTAssertEqual(TextWrapping.wrap("    let x = 1", toWidth: 20), ["    let x = 1"])
        XCTAssertEqual(
            TextWrapping.wrap("  one two three four", toWidth: 10), ["  one two", "  three", "  four"])
    }

    func test_spacesInsideALine_stayAsWritten() {
        XCTAssertEqual(TextWrapping.wrap("a    b", toWidth: 10), ["a    b"])
    }

    func test_lineEndingInASpace_addsNoEmptyLine() {
        XCTAssertEqual(TextWrapping.wrap("abcd ", toWidth: 4), ["abcd"])
        XCTAssertEqual(TextWrapping.wrap("one two ", toWidth: 7), ["one two"])
        XCTAssertEqual(TextWrapping.wrap("ab  \ncd", toWidth: 10), ["ab", "cd"])
    }

    func test_blankLine_staysOneEmptyLine() {
        XCTAssertEqual(TextWrapping.wrap("a\n   \nb", toWidth: 10), ["a", "", "b"])
    }

    func test_continuationIndent_neverJoinsAnEmojiModifier() {
        let raw = "  abcd\u{200B}\u{1F3FD}xyz"
        XCTAssertEqual(
            TextWrapping.wrap(raw, toWidth: 6).map { Array($0.unicodeScalars) },
            ["  abcd\u{200B}", "\u{1F3FD}xyz"].map { Array($0.unicodeScalars) })
        let sanitized = TerminalText.sanitize(raw, layout: .multiLine(tabWidth: 4))
        XCTAssertEqual(
            TextWrapping.wrap(sanitized, toWidth: 6).map { Array($0.unicodeScalars) },
            ["  abcd\u{200B}", "  xyz"].map { Array($0.unicodeScalars) })
    }

    func test_clusterWiderThanTheLine_isAnEllipsis() {
        XCTAssertEqual(TextWrapping.wrap("a漢b", toWidth: 1), ["a", "…", "b"])
    }

    func test_indentWiderThanTheLine_isCut() {
        XCTAssertEqual(TextWrapping.wrap("      ab", toWidth: 4), ["   a", "b"])
    }

    func test_leadingSpaceBeforeAZeroWidthCluster_isKeptAtWidthOne() {
        XCTAssertEqual(
            TextWrapping.wrap("\u{20}\u{200B}", toWidth: 1).map { Array($0.unicodeScalars) },
            [["\u{20}", "\u{200B}"]])
    }

    func test_indentation_leavesItsFirstClusterRoom() {
        XCTAssertEqual(TextWrapping.wrap("    \u{2060}ab", toWidth: 4), ["    \u{2060}", "ab"])
        XCTAssertEqual(TextWrapping.wrap("    漢", toWidth: 4), ["  漢"])
        XCTAssertEqual(TextWrapping.wrap("  漢", toWidth: 1), ["…"])
    }

    /// Property: at every width from 1, over text mixing spaces, zero-width clusters (U+200B, U+2060, combining
    /// marks alone or on a letter or a space) and wide characters, the rows are the text's clusters in order (a
    /// cluster wider than the line as `…`), and the only spaces that differ are those `TextWrapping` documents: a
    /// row starts with the wrapper's own indentation (on the first row the line's indentation, cut to the width
    /// minus its first cluster's width; on a later row that or none), and between two rows the text may lose one
    /// whole run of spaces, and after the last its trailing spaces.
    func test_property_rowsKeepEveryClusterButTheSpacesDroppedAtBreaks() {
        let pieces = [
            " ", " ", "  ", "a", "bc", "\u{200B}", "\u{2060}", "\u{0301}", "e\u{0301}", "漢", "👍", "\u{1F3FD}",
        ]
        var generator = SeededGenerator(seed: 30)
        for _ in 0..<1_500 {
            var text = ""
            for _ in 0..<Int.random(in: 1...10, using: &generator) {
                text += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            for width in 1...8 {
                assertRowsKeepClusters(of: text, width: width)
            }
        }
    }

    private func assertRowsKeepClusters(of text: String, width: Int, line: UInt = #line) {
        let context = "\(text.unicodeScalars.map { "U+" + String($0.value, radix: 16) }) at width \(width)"
        let clusters = Array(text)
        let shown = clusters.map { DisplayWidth.of($0) > width ? "…" : String($0) }
        let indent = clusters.prefix { $0 == " " }.count
        let rows = TextWrapping.wrap(text, toWidth: width)
        guard indent < clusters.count, !clusters[indent...].allSatisfy({ $0 == " " }) else {
            XCTAssertEqual(rows, [""], context, line: line)
            return
        }
        let firstIndent = min(indent, width - DisplayWidth.of(shown[indent]))
        let continuationIndent = firstIndent * 2 <= width ? firstIndent : 0
        var cursor = indent
        for (index, row) in rows.enumerated() {
            if index > 0 {
                while cursor < clusters.count, clusters[cursor] == " " { cursor += 1 }
            }
            let allowedIndents = index == 0 ? [firstIndent] : [continuationIndent, 0]
            let leading = row.unicodeScalars.prefix { $0 == " " }.count
            let match = stride(from: leading, through: 0, by: -1).lazy.compactMap { spaces in
                Self.clusters(matching: row.unicodeScalars.dropFirst(spaces), in: shown, from: cursor).map {
                    (spaces, $0)
                }
            }.first
            guard let (spaces, end) = match, end > cursor else {
                return XCTFail(
                    "row \(index) \(row.debugDescription) is not the text's next clusters: \(context)", line: line)
            }
            XCTAssertTrue(allowedIndents.contains(spaces), "row \(index) indented \(spaces): \(context)", line: line)
            XCTAssertNotEqual(clusters[end - 1], " ", "row \(index) ends in a space: \(context)", line: line)
            cursor = end
        }
        XCTAssertTrue(clusters[cursor...].allSatisfy { $0 == " " }, "clusters lost at the end: \(context)", line: line)
    }

    /// The end of the clusters from `start` whose shown text is exactly `row`, if there is one.
    private static func clusters(matching row: Substring.UnicodeScalarView, in shown: [String], from start: Int) -> Int?
    {
        var rest = row[...]
        var end = start
        while !rest.isEmpty, end < shown.count {
            let scalars = shown[end].unicodeScalars
            guard rest.starts(with: scalars) else { return nil }
            rest = rest.dropFirst(scalars.count)
            end += 1
        }
        return rest.isEmpty ? end : nil
    }

    /// Property: for random text of words, runs of spaces, indentation, wide characters and line breaks, every
    /// line fits the width, no line ends in a space, the words come out in order and unchanged (apart from cuts of
    /// over-long words), a non-blank input line never yields an empty line, and indentation is kept.
    func test_property_wrappingKeepsWordsIndentationAndFitsTheWidth() {
        let pieces = ["a", "bb", "ccc", "word", "漢字", "éé", "x\u{301}", "👍", "longerwordthanwidth", " ", "  ", "   "]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let width = Int.random(in: 2...16, using: &generator)
            var paragraphs: [String] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                var text = String(repeating: " ", count: Int.random(in: 0...4, using: &generator))
                for _ in 0..<Int.random(in: 0...8, using: &generator) {
                    text += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                }
                paragraphs.append(text)
            }
            let text = paragraphs.joined(separator: "\n")
            let lines = TextWrapping.wrap(text, toWidth: width)
            for line in lines {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), width, "\(text.debugDescription) at \(width)")
                XCTAssertFalse(line.hasSuffix(" "), "\(line.debugDescription) from \(text.debugDescription)")
            }
            let wordsIn = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined()
            let wordsOut = lines.joined(separator: " ").split(separator: " ").joined()
            XCTAssertEqual(wordsOut, wordsIn, "\(text.debugDescription) at \(width)")
            for paragraph in paragraphs {
                let wrapped = TextWrapping.wrap(paragraph, toWidth: width)
                let isBlank = paragraph.allSatisfy { $0 == " " }
                XCTAssertEqual(wrapped.contains(""), isBlank, "\(paragraph.debugDescription) at \(width)")
                let indent = paragraph.prefix { $0 == " " }.count
                if !isBlank, width - min(indent, width - 1) >= 2 {
                    XCTAssertTrue(wrapped[0].hasPrefix(String(repeating: " ", count: min(indent, width - 1))))
                }
            }
        }
    }
}
