import StyledText
import XCTest

@testable import Markdown

/// A README is rendered as its file name says, as GitHub does: Markdown and reStructuredText rendered, anything
/// else shown as written.
final class ReadmeRendererTests: XCTestCase {
    func test_format_followsTheFileNameAsGithubDoes() {
        for name in [
            "README.md", "readme.MD", "README.markdown", "README.mdown", "README.mkdn", "docs/README.mdwn",
            "README.ar-AR.md", "README.zh-CN.md", "README.en.md", "readme.v2.markdown",
        ] {
            XCTAssertEqual(ReadmeFormat(fileName: name), .markdown, name)
        }
        for name in [
            "README.rst", "README.rest", "README.rst.txt", "README.rest.txt", "Readme.RST", "README.fr.rst",
        ] {
            XCTAssertEqual(ReadmeFormat(fileName: name), .restructuredText, name)
        }
        for name in [
            "README", "README.txt", "README.textile", "README.org", "README.adoc", "", "README.md.txt",
            "README.md.orig", "README.en.txt",
        ] {
            XCTAssertEqual(ReadmeFormat(fileName: name), .plainText, name)
        }
    }

    func test_plainText_isShownAsWritten() {
        let text =
            "Widget 1.0\n==========\n\n* item one\n  continued\n\nA line of eighty characters that a Markdown renderer would join.\nNext line.\n"
        let lines = ReadmeRenderer.lines(text, fileName: "README", width: 80).map(\.text)
        XCTAssertEqual(
            lines,
            [
                "Widget 1.0", "==========", "", "* item one", "  continued", "",
                "A line of eighty characters that a Markdown renderer would join.", "Next line.",
            ])
    }

    func test_plainText_wrapsALongLineAndStaysSafe() {
        let text = "\u{1B}]0;title\u{07}" + String(repeating: "word ", count: 30) + "\nghp_secret here\n"
        let lines = ReadmeRenderer.lines(
            text, fileName: "README.txt", width: 40, redaction: Redaction(secrets: ["ghp_secret"]))
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0.text) <= 40 })
        XCTAssertFalse(lines.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
        XCTAssertEqual(lines.last?.text, "[redacted] here")
    }

    func test_restructuredText_rendersDirectivesAndSections() {
        let text = """
            Widget
            ======

            .. image:: https://example.com/badge.svg
               :alt: build

            Install with ``pip install widget``::

                pip install widget

            See `the docs <https://docs.example.com>`_.
            """
        let lines = ReadmeRenderer.lines(text, fileName: "README.rst", width: 60).map(\.text)
        XCTAssertEqual(lines.first, "Widget")
        XCTAssertFalse(lines.contains { $0.contains(".. image::") || $0.contains(":alt:") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("build") }, "the image shows as its alt text: \(lines)")
        XCTAssertTrue(lines.contains { $0.contains("pip install widget") })
        XCTAssertTrue(lines.contains { $0.contains("the docs") && $0.contains("https://docs.example.com") }, "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("`_") }, "\(lines)")
    }

    func test_markdown_isTheMarkdownRenderer() {
        let text = "# Title\n\n* item\n"
        XCTAssertEqual(
            ReadmeRenderer.lines(text, fileName: "README.md", width: 40),
            MarkdownRenderer.lines(text, width: 40))
    }

    func test_parts_areTheShownBlocks_eachAfterTheBlankRowBeforeIt() {
        let markdown = "# Title\n\nA paragraph\nof two lines.\n\n<!-- hidden -->\n\n    code\n\n* one\n* two\n"
        let restructured = "Title\n=====\n\nA paragraph.\n\n* one\n* two\n"
        for (text, fileName, blocks) in [(markdown, "README.md", 4), (restructured, "README.rst", 3)] {
            var parts: [[StyledLine]] = []
            ReadmeRenderer.forEachPart(text, fileName: fileName, width: 40) { parts.append($0) }

            XCTAssertEqual(parts.count, blocks, fileName)
            XCTAssertTrue(parts.dropFirst().allSatisfy { $0.first == StyledLine() && $0.count > 1 }, "\(parts)")
        }
    }

    func test_plainText_isOnePart_andNoneWhenEmpty() {
        var parts: [[StyledLine]] = []
        ReadmeRenderer.forEachPart("one\n\ntwo\n", fileName: "README", width: 40) { parts.append($0) }
        XCTAssertEqual(parts, [[StyledLine("one"), StyledLine(""), StyledLine("two")]])

        parts = []
        ReadmeRenderer.forEachPart("\n\n", fileName: "README", width: 40) { parts.append($0) }
        ReadmeRenderer.forEachPart("# Title\n", fileName: "README.md", width: 0) { parts.append($0) }
        XCTAssertEqual(parts, [])
    }
}
