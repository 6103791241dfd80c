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

    /// Property: for random text of words, runs of spaces, indentation, wide characters and line breaks, every
    /// line fits the width, no line ends in a space, the words come out in order and unchanged (apart from cuts of
    /// over-long words), a non-blank input line never yields an empty line, and indentation is kept.
    func test_property_wrappingKeepsWordsIndentationAndFitsTheWidth() {
        let pieces = ["a", "bb", "ccc", "word", "漢字", "éé", "x\u{301}", "👍", "longerwordthanwidth", " ", "  ", "   "]
        var generator = SplitMix64(seed: 7)
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

/// A small seeded generator, so property tests are repeatable.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
