import StyledText
import XCTest

@testable import Markdown

/// Any input renders: without a crash, within the width, and without a control character, for thousands of
/// random documents built from Markdown's own punctuation, hostile bytes and wide characters.
final class MarkdownPropertyTests: XCTestCase {
    private static let pieces = [
        "#", "##", "###### ", "*", "**", "_", "__", "~~", "`", "```", "~~~", "    ", "  ", "\t", "\n", "\n\n", "> ",
        "- ", "* ", "+ ", "1. ", "10) ", "[", "]", "(", ")", "![", "<", ">", "</", "<br>", "<img alt=\"x\">",
        "<!--", "-->", "&amp;", "&#x1F600;", "&#0;", "&#99999999;", "|", "| --- |", ":---:", "---", "===", "\\",
        "http://a.b/c", "word", "longer words here", "日本語", "🎉", "👩‍👩‍👧", "e\u{301}", "\u{1B}[2J",
        "\u{1B}]0;t\u{07}", "\u{9B}31m", "\u{7}", "\u{0}", "\r", "\u{202E}", "\u{200B}", "a\u{0600}b",
        String(repeating: "x", count: 90), "[!NOTE]", "[!warning]\n", ":heart:", ":+1:", ":", "[ ] ", "[x] ",
        "<div>", "<p\nalign=\"x\"\n>", "<!--\n\n", "<script>", "[a]: docs/b.md\n", "../", "| [l](u) | `c` |",
    ]

    private func randomDocument(using generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...60, using: &generator)
        return (0..<count).map { _ in Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)] }
            .joined()
    }

    func test_anyInput_rendersWithinTheWidthWithoutControlCharacters() {
        var generator = SeededGenerator(seed: 2026_08_22)
        for round in 0..<3000 {
            let document = randomDocument(using: &generator)
            let width = Int.random(in: 1...100, using: &generator)
            let lines = MarkdownRenderer.lines(document, width: width)
            for line in lines {
                let text = line.text
                XCTAssertLessThanOrEqual(DisplayWidth.of(text), width, "round \(round): \(document.debugDescription)")
                XCTAssertFalse(
                    text.unicodeScalars.contains { TerminalText.isControl($0) || $0 == "\n" },
                    "round \(round): a control character in \(text.debugDescription)")
            }
        }
    }

    func test_deeplyNestedAndRepetitiveInput_renders() {
        let nested = String(repeating: "> - ", count: 200) + "deep"
        XCTAssertFalse(MarkdownRenderer.lines(nested, width: 80).isEmpty)
        let delimiters = String(repeating: "*a _b ", count: 20_000)
        XCTAssertFalse(MarkdownRenderer.lines(delimiters, width: 80).isEmpty)
        let brackets = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        XCTAssertFalse(MarkdownRenderer.lines(brackets, width: 80).isEmpty)
    }

    /// Pieces that join into clusters across spans, or decode late into something a terminal acts on.
    private static let clusterPieces = [
        "#", "*", "**", "_", "`", "~~", " ", "  ", "x", "1", "\n", "\\", "[", "](u)", "<br>", "| ", "|\n|-|\n",
        "\u{FE0F}", "&#xFE0F;", "\u{FE0E}", "\u{200D}", "&#x200D;", "\u{301}", "&#769;", "\u{20E3}", "&#x20E3;",
        "👩", "&#x1F469;", "❤", "&#x2764;", "\u{1F3FD}", "🇺", "&#x1F1FA;", "🇸", "日本", "&#x65E5;", "ｱ", "\u{E0067}",
        "&#27;", "&#x9B;", "&#x202E;", "&#x2066;", "&#x200F;", "&#10;", "&#9;", "&#x85;", "&#x2028;", "\u{1160}",
    ]

    func test_piecesThatJoinAcrossSpans_neverYieldARowWiderThanTheWidth() {
        var generator = SeededGenerator(seed: 2026_11_25)
        for round in 0..<3000 {
            let count = Int.random(in: 1...40, using: &generator)
            let document = (0..<count).map { _ in
                Self.clusterPieces[Int.random(in: 0..<Self.clusterPieces.count, using: &generator)]
            }.joined()
            let width = Int.random(in: 1...12, using: &generator)
            for line in MarkdownRenderer.lines(document, width: width) {
                XCTAssertLessThanOrEqual(
                    DisplayWidth.of(line.text), width, "round \(round): \(document.debugDescription) at \(width)")
                for span in line.spans {
                    XCTAssertFalse(
                        span.text.unicodeScalars.contains(where: DisplaySafety.isUnsafe),
                        "round \(round): \(span.text.debugDescription) from \(document.debugDescription)")
                }
            }
        }
    }
}
