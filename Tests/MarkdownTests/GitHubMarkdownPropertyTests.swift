import StyledText
import XCTest

@testable import Markdown

/// Random READMEs built from GitHub's constructs (alerts, shortcodes, task lists, tables with links, HTML comments
/// holding blank lines, multi-line tags, reference definitions after any block, long code lines), at random widths:
/// every row fits, and no alert marker, known shortcode, comment opener, comment content or reference definition
/// reaches the screen.
final class GitHubMarkdownPropertyTests: XCTestCase {
    private static let shortcodes = ["heart", "rocket", "+1", "tada", "white_check_mark", "warning", "sparkles"]
    private static let words = [
        "word", "install", "the", "日本語", "🎉", "e\u{301}", "**bold**", "`code`", "[link](docs/a.md)",
        "https://example.org/a/long/path", "x" + String(repeating: "y", count: 50), "&amp;", "*", "_", "~~gone~~",
    ]
    private static let kinds = ["NOTE", "tip", "Important", "WARNING", "caution"]

    private func pick<T>(_ list: [T], _ generator: inout SeededGenerator) -> T {
        list[Int.random(in: 0..<list.count, using: &generator)]
    }

    private func text(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...12, using: &generator)).map { _ in
            Bool.random(using: &generator) ? ":\(pick(Self.shortcodes, &generator)):" : pick(Self.words, &generator)
        }.joined(separator: " ")
    }

    private func block(_ generator: inout SeededGenerator, label: String) -> String {
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return "> [!\(pick(Self.kinds, &generator))]\n> \(text(&generator))"
        case 1: return text(&generator)
        case 2: return "<!--\n\(text(&generator)) HIDDEN\n\n- [ ] HIDDEN\n\n# HIDDEN\n-->"
        case 3: return "- [ ] \(text(&generator))\n- [x] \(text(&generator))\n- [X] \(text(&generator))"
        case 4: return "| a | b |\n|---|:-:|\n| [\(text(&generator))](https://x.org/\(label)) | `cmd --flag` |"
        case 5:
            return
                "<p align=\"center\">\n  <a href=\"https://x.org\"\n  ><img\n    src=\"a.png\" alt=\"Logo\"\n  /></a>\n</p>"
        case 6: return "```\nrun --flag \(pick(Self.words, &generator)) \(String(repeating: "arg ", count: 30))\n```"
        case 7: return "# \(text(&generator))"
        default: return "See [\(label)][\(label)]."
        }
    }

    func test_githubConstructs_renderWithinTheWidth_withoutMarkersShortcodesCommentsOrDefinitions() {
        var generator = SeededGenerator(seed: 2026_11_25_19)
        for round in 0..<600 {
            var document = ""
            for index in 0..<Int.random(in: 1...8, using: &generator) {
                let label = "ref\(index)"
                let shown = block(&generator, label: label)
                // A definition cannot interrupt a paragraph, nor end an HTML block of tags (GitHub shows it as text
                // there too); a comment ends at its `-->`, so the definition may follow on the next line.
                let separator = shown.hasSuffix("-->") || shown.hasSuffix("```") ? "\n" : "\n\n"
                document += shown + separator + "[\(label)]: https://example.org/\(label)\n\n"
            }
            let width = Int.random(in: 1...100, using: &generator)
            let rows = MarkdownRenderer.lines(document, width: width).map(\.text)
            let context = "round \(round) at \(width): \(document.debugDescription)"
            for row in rows {
                XCTAssertLessThanOrEqual(DisplayWidth.of(row), width, context)
                XCTAssertFalse(row.contains("<!--") || row.contains("HIDDEN"), "\(row) in \(context)")
                XCTAssertFalse(row.contains("]: https://"), "\(row) in \(context)")
                for kind in Self.kinds {
                    XCTAssertFalse(row.lowercased().contains("[!\(kind.lowercased())]"), "\(row) in \(context)")
                }
                for shortcode in Self.shortcodes where row.contains(":\(shortcode):") {
                    XCTFail("\(row) in \(context)")
                }
            }
        }
    }
}
