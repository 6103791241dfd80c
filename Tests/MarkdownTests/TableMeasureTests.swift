import StyledText
import XCTest

@testable import Markdown

/// A table cell's widths, read from its spans' bytes when every scalar is simple: the same as reading its joined
/// text a grapheme cluster at a time, the way any cell could be measured.
final class TableMeasureTests: XCTestCase {
    private static let pieces = [
        " ", "  ", "a", "word", "longer", "é", "–", "│", "中", "日本語", "\u{3000}", "ｱ", "\u{A0}", "\n", "e\u{301}",
        "👍🏽", "\u{200B}", "#", "\u{FE0F}", "\u{1160}",
    ]

    /// The widths by clusters of the joined text of each stretch between hard line breaks.
    private func measuredByClusters(_ spans: [MarkdownSpan]) -> (natural: Int, longestWord: Int) {
        var natural = 0
        var longestWord = 0
        for segment in spans.split(whereSeparator: \.isLineBreak) {
            var lineWidth = 0
            var wordWidth = 0
            var hasSpace = false
            func endWord() {
                guard wordWidth > 0 else { return }
                lineWidth += (hasSpace && lineWidth > 0 ? 1 : 0) + wordWidth
                longestWord = max(longestWord, wordWidth)
                natural = max(natural, lineWidth)
                wordWidth = 0
                hasSpace = false
            }
            for character in segment.map(\.text).joined() {
                if character == " " || character == "\n" {
                    endWord()
                    hasSpace = true
                } else {
                    wordWidth += DisplayWidth.of(character)
                }
            }
            endWord()
        }
        return (natural, longestWord)
    }

    func test_measure_isTheClusterByClusterMeasure() {
        var generator = SeededGenerator(seed: 2026_11_29_2)
        for round in 0..<5000 {
            let spans = (0..<Int.random(in: 0...5, using: &generator)).map { _ -> MarkdownSpan in
                if Int.random(in: 0..<8, using: &generator) == 0 { return MarkdownSpan(text: "\n", marks: []) }
                let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                    Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
                }.joined()
                return MarkdownSpan(text: text, marks: Bool.random(using: &generator) ? [] : .strong)
            }
            let measured = MarkdownRenderer.measure(spans)
            let expected = measuredByClusters(spans)
            XCTAssertEqual(measured.natural, expected.natural, "round \(round): \(spans.map(\.text))")
            XCTAssertEqual(measured.longestWord, expected.longestWord, "round \(round): \(spans.map(\.text))")
        }
    }

    /// A link's address is read back from its note as dropping the note's first two `Character`s and its last does.
    func test_addressInNote_isTheNoteLessItsFirstTwoCharactersAndItsLast() {
        for address in ["https://a.b/c", "", "é", "\u{301}x", "x\u{600}", "a\u{301}", "日本", "👍🏽", "(x)"] {
            let note = " (\(address))"
            XCTAssertEqual(MarkdownRenderer.address(inNote: note), String(note.dropFirst(2).dropLast()), address)
        }
    }

    /// A text too wide for a line is cut into pieces as cutting it a `Character` at a time does.
    func test_cut_ofPrintableASCII_isThePiecesOfCharacters() {
        for (text, width) in [("abcdefghij", 3), ("abcdef", 3), ("a b c d e", 4), ("x", 1), ("hello world", 100)] {
            var expected: [String] = []
            var piece = ""
            for character in text {
                if piece.count == width {
                    expected.append(piece)
                    piece = ""
                }
                piece.append(character)
            }
            expected.append(piece)
            XCTAssertEqual(MarkdownRenderer.cut(text, toWidth: width), expected, "\(text) \(width)")
        }
    }
}
