import StyledText
import XCTest

@testable import Markdown

/// The README renderer on the constructs people write, one behaviour per test.
final class MarkdownRendererTests: XCTestCase {
    private func render(_ markdown: String, width: Int = 40) -> [String] {
        MarkdownRenderer.lines(markdown, width: width).map(\.text)
    }

    private func styled(_ markdown: String, width: Int = 40) -> [StyledLine] {
        MarkdownRenderer.lines(markdown, width: width)
    }

    private func style(of text: String, in lines: [StyledLine]) -> TextStyle? {
        lines.flatMap(\.spans).first { $0.text.contains(text) }?.style
    }

    func test_headings_areBoldWithoutHashes_andUnderlinedAtLevelsOneAndTwo() {
        let lines = styled("# Title\n\n### Small")
        XCTAssertEqual(lines.map(\.text), ["Title", "═════", "", "Small"])
        XCTAssertEqual(style(of: "Title", in: lines)?.isBold, true)
        XCTAssertEqual(style(of: "Small", in: lines)?.isBold, true)
    }

    func test_setextHeading() {
        XCTAssertEqual(render("Title\n-----\ntext"), ["Title", "─────", "", "text"])
    }

    func test_paragraph_isReflowedToTheWidth() {
        XCTAssertEqual(
            render("one two three\nfour five six seven", width: 14), ["one two three", "four five six", "seven"])
    }

    func test_emphasisAndStrong_becomeStyles() {
        let lines = styled("a *slanted* and **bold** and `code`")
        XCTAssertEqual(lines.map(\.text), ["a slanted and bold and code"])
        XCTAssertEqual(style(of: "slanted", in: lines)?.isItalic, true)
        XCTAssertEqual(style(of: "bold", in: lines)?.isBold, true)
        XCTAssertEqual(style(of: "code", in: lines)?.foreground, .cyan)
    }

    func test_greekVaria_opensNoCodeSpan() {
        // U+1FEF is canonically equivalent to a backtick, but CommonMark reads code points: it is text.
        let lines = styled("a \u{1FEF}b\u{1FEF} c")
        XCTAssertEqual(lines.map(\.text), ["a \u{1FEF}b\u{1FEF} c"])
        XCTAssertNil(style(of: "b", in: lines)?.foreground)
    }

    func test_greekQuestionMark_endsNoEntity() {
        // U+037E is canonically equivalent to a semicolon, but CommonMark reads code points: `&amp` stays as written.
        XCTAssertEqual(render("&amp\u{37E}"), ["&amp\u{37E}"])
    }

    func test_fencedCode_keepsIndentationAndIsNotReflowed() {
        let lines = render("```swift\nfunc a() {\n    return 1   +   2\n}\n```", width: 40)
        XCTAssertEqual(lines, ["  func a() {", "      return 1   +   2", "  }"])
    }

    func test_indentedCode_keepsItsShape() {
        XCTAssertEqual(render("text\n\n    let x = 1\n      nested"), ["text", "", "  let x = 1", "    nested"])
    }

    func test_longCodeLine_continuesOnTheNextRow_withoutAMarkerOnAScreenTooNarrowForTheMargin() {
        XCTAssertEqual(render("```\nabcdefghij\n```", width: 6), ["abcdef", "ghij"])
    }

    func test_nestedLists_areIndented() {
        XCTAssertEqual(
            render("- one\n- two\n  - inner\n  - more\n- three"),
            ["• one", "• two", "  • inner", "  • more", "• three"])
    }

    func test_orderedList_countsFromItsStart() {
        XCTAssertEqual(render("3. c\n4. d"), ["3. c", "4. d"])
    }

    func test_listItem_wrapsUnderItsText() {
        XCTAssertEqual(render("- alpha beta gamma", width: 12), ["• alpha beta", "  gamma"])
    }

    func test_blockQuote_isMarked() {
        XCTAssertEqual(render("> quoted\n> text"), ["│ quoted text"])
    }

    func test_link_showsTextThenURL() {
        let lines = styled("see [the docs](https://example.com/docs) now", width: 60)
        XCTAssertEqual(lines.map(\.text), ["see the docs (https://example.com/docs) now"])
        XCTAssertEqual(style(of: "the docs", in: lines)?.isUnderlined, true)
    }

    func test_referenceLink_usesItsDefinition_whichIsNotShown() {
        XCTAssertEqual(
            render("[Swift][s] rocks\n\n[s]: https://swift.org", width: 60), ["Swift (https://swift.org) rocks"])
    }

    func test_image_showsItsAltText() {
        XCTAssertEqual(render("![build status](https://ci/badge.svg) ok"), ["build status ok"])
    }

    func test_htmlTags_areRemoved_imagesKeepAlt_breaksBreak() {
        XCTAssertEqual(
            render("<p align=\"center\"><img src=\"logo.png\" alt=\"Logo\"></p>\n\nline<br>next <b>bold</b>"),
            ["Logo", "", "line", "next bold"])
    }

    func test_table_isAligned() {
        let lines = render("| Name | Stars |\n| :--- | ---: |\n| a | 1 |\n| long name | 1234 |")
        XCTAssertEqual(lines, ["Name      │ Stars", "──────────┼──────", "a         │     1", "long name │  1234"])
    }

    func test_wideTable_isNarrowedToFit() {
        let lines = render("| a | b |\n|---|---|\n| \(String(repeating: "x", count: 50)) | y |", width: 20)
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 20 }, "\(lines)")
        XCTAssertTrue(lines[2].hasSuffix("│y"), lines[2])
    }

    func test_wrapping_keepsAZeroWidthWordApartFromItsNeighbours_evenAtWidthOne() {
        for joiner in ["\u{200B}", "\u{2060}"] {
            let lines = render("a \(joiner) b", width: 1)
            XCTAssertEqual(
                lines, ["a", joiner, "b"], "U+\(String(joiner.unicodeScalars.first?.value ?? 0, radix: 16))")
            XCTAssertEqual(render("a \(joiner) b", width: 10), ["a \(joiner) b"])
        }
    }

    func test_thematicBreak_spansTheWidth() {
        XCTAssertEqual(render("a\n\n---\n\nb", width: 5), ["a", "", "─────", "", "b"])
    }

    func test_escapesAndEntities() {
        XCTAssertEqual(render(#"\*not emphasis\* &amp; &copy; &#65;"#), ["*not emphasis* & © A"])
    }

    func test_controlSequences_neverSurvive() {
        let lines = render("# \u{1B}]0;pwned\u{07}Title\n\n\u{1B}[2Jtext \u{9B}31m")
        XCTAssertFalse(lines.joined().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    /// A link whose text is its address, spelled with canonically equivalent scalars, shows no address after it, as
    /// comparing the two as strings tells; ASCII text that differs by a byte does.
    func test_linkWhoseTextIsItsAddress_showsNoAddress_evenWhenSpelledOtherwise() {
        XCTAssertEqual(render("[caf\u{E9}](cafe\u{301})"), ["caf\u{E9}"])
        XCTAssertEqual(render("[https://a.b](https://a.b)"), ["https://a.b"])
        XCTAssertEqual(render("[https://a.b](https://a.c)"), ["https://a.b (https://a.c)"])
        XCTAssertEqual(render("[**a**b](ab)"), ["ab"])
    }
}
