import StyledText
import XCTest

@testable import Markdown

/// A hostile README renders safely: nothing decoded late reaches the terminal, nesting cannot exhaust the stack, no
/// row is wider than asked when clusters form across spans, and the user's token is not shown however it is spelled.
final class MarkdownHostileInputTests: XCTestCase {
    /// A token shaped like GitHub's, made up for these tests.
    private static let fakeToken = "ghp_FAKEfake0123456789abcdefABCDEF012345"

    private func assertSafe(
        _ lines: [StyledLine], width: Int, _ input: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for rendered in lines {
            for span in rendered.spans {
                let unsafe = span.text.unicodeScalars.filter(DisplaySafety.isUnsafe)
                XCTAssertTrue(
                    unsafe.isEmpty, "\(input.debugDescription): \(span.text.debugDescription)", file: file, line: line)
            }
            XCTAssertLessThanOrEqual(
                DisplayWidth.of(rendered.text), width, "\(input.debugDescription): \(rendered.text.debugDescription)",
                file: file, line: line)
        }
    }

    func test_characterReferences_thatDecodeToControlsOrBidi_neverReachTheOutput() {
        let inputs = [
            "&#27;]0;title&#7;", "a &#x9B;31m red", "&#x202E;txt.exe", "&#x2066;isolate&#x2069;", "&#x200F;mark",
            "line&#10;feed&#13;", "tab&#9;here", "# heading &#27;[2J", "| a | b |\n| - | - |\n| &#27;[2J | &#x9B; |",
            "![alt &#27;]52;c;aGk=&#7;](x.png)", "[link &#x85;](https://example.com)", "**&#x1B;**[31m",
            "- item &#x202D;override", "> quote &#x9D;0;t&#x9C;",
        ]
        for input in inputs {
            assertSafe(MarkdownRenderer.lines(input, width: 80), width: 80, input)
        }
    }

    func test_titleSequence_fromCharacterReferences_showsAsInertText() {
        let lines = MarkdownRenderer.lines("&#27;]0;title&#7;", width: 80)
        XCTAssertEqual(lines.map(\.text), ["]0;title"])
    }

    func test_codeBlocksAndLinkAddresses_holdNoBidiMarks() {
        let input = "```\nrm -rf \u{200F}x\n```\n\n[a](https://example.com/\u{200E}x)"
        assertSafe(MarkdownRenderer.lines(input, width: 80), width: 80, input)
    }

    func test_fiftyThousandQuoteMarkers_renderFlatBeyondTheDepthLimit() {
        let input = String(repeating: ">", count: 50_000)
        let lines = MarkdownRenderer.lines(input, width: 200)
        XCTAssertFalse(lines.isEmpty)
        let bars = lines.first.map { $0.text.prefix { $0 == "│" || $0 == " " }.filter { $0 == "│" }.count }
        XCTAssertEqual(bars, MarkdownParser.maximumDepth)
    }

    func test_tenThousandNestedListMarkers_renderWithoutExhaustingTheStack() {
        let input = String(repeating: "- + ", count: 10_000) + "deep"
        let lines = MarkdownRenderer.lines(input, width: 80)
        XCTAssertFalse(lines.isEmpty)
        assertSafe(lines, width: 80, "nested lists")
    }

    func test_parser_neverNestsDeeperThanItsLimit() {
        func depth(_ blocks: [MarkdownBlock]) -> Int {
            var deepest = 0
            var pending = blocks.map { ($0, 0) }
            while let (block, level) = pending.popLast() {
                deepest = max(deepest, level)
                switch block {
                case .quote(let inner): pending += inner.map { ($0, level + 1) }
                case .list(_, let items): pending += items.flatMap { $0 }.map { ($0, level + 1) }
                default: break
                }
            }
            return deepest
        }
        var parser = MarkdownParser()
        let blocks = parser.parse(String(repeating: "> - ", count: 100) + "x")
        XCTAssertEqual(depth(blocks), MarkdownParser.maximumDepth)
    }

    func test_clusterFormedAcrossSpans_isMeasuredOnTheJoinedLine() {
        // `#` (strong) and U+FE0F (plain) measure 1 and 0 apart, but join into one two-column emoji: measured apart,
        // the first line was 81 columns at width 80.
        let input = String(repeating: "x", count: 78) + " **#**&#xFE0F;"
        let lines = MarkdownRenderer.lines(input, width: 80)
        XCTAssertEqual(lines.map { DisplayWidth.of($0.text) }, [78, 2])
        for width in 70...82 {
            assertSafe(MarkdownRenderer.lines(input, width: width), width: width, input)
        }
    }

    func test_token_spelledWithMarkdown_isRedactedFromTheRenderedText() {
        let token = Self.fakeToken
        let tail = String(token.dropFirst(4))
        let inputs: [String] = [
            "ghp\\_" + tail, "&#103;" + String(token.dropFirst()), "ghp_**" + tail + "**", "`" + token + "`",
            "```\n" + token + "\n```", "| t |\n| - |\n| g&#104;p_" + tail + " |",
            "[x](https://example.com/" + token + ")",
            "# " + String(token.prefix(10)) + "*" + String(token.dropFirst(10)) + "*",
            String(token.prefix(10)) + "<br>" + String(token.dropFirst(10)),
            String(token.prefix(10)) + "\\\n" + String(token.dropFirst(10)),
        ]
        let redaction = Redaction(secrets: [token])
        for input in inputs {
            for width in [20, 80] {
                let lines = MarkdownRenderer.lines(input, width: width, redaction: redaction)
                let text = lines.map(\.text).joined(separator: "\n")
                XCTAssertFalse(text.contains(token.dropFirst(8).prefix(12)), "the token shows for \(input.count) bytes")
                XCTAssertTrue(text.contains(Redaction.replacement) || text.contains("[redacted"), text)
            }
        }
    }

    func test_redaction_acrossRuns_replacesTheCoveringRangesOnce() {
        let redaction = Redaction(secrets: ["secret"])
        let runs = redaction.redacting([("a sec", 1), ("re", 2), ("t b", 3)])
        XCTAssertEqual(runs.map { $0.text }, ["a [redacted]", "", " b"])
        XCTAssertEqual(runs.map { $0.tag }, [1, 2, 3])
    }

    func test_tableNarrowing_byLevels_equalsNarrowingTheWidestColumnOneAtATime() {
        func oneAtATime(_ widths: [Int], total: Int) -> [Int] {
            var widths = widths
            while widths.reduce(0, +) > total, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
                widths[widest] > 1
            {
                widths[widest] -= 1
            }
            return widths
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let widths = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                Int.random(in: 0...30, using: &generator)
            }
            let total = Int.random(in: 0...100, using: &generator)
            XCTAssertEqual(
                MarkdownRenderer.narrowed(widths, toTotal: total), oneAtATime(widths, total: total),
                "\(widths) to \(total)")
        }
    }
}
