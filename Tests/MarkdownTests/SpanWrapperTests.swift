import StyledText
import XCTest

@testable import Markdown

/// Filling lines with styled runs: the words of a printable ASCII run that fit on a line are placed as one slice,
/// with the same text and styles as when they are placed a word at a time.
final class SpanWrapperTests: XCTestCase {
    private let bold = TextStyle(isBold: true)

    private func wrapped(_ segment: [(text: String, style: TextStyle)], width: Int) -> [StyledLine] {
        var wrapper = SpanWrapper(width: width)
        wrapper.flow(segment.map { StyledSpan(text: $0.text, style: $0.style) })
        if !wrapper.isLineEmpty { wrapper.breakLine() }
        return wrapper.lines
    }

    func test_wordsOfOneRun_fillEachLineAsFarAsTheyFit() {
        XCTAssertEqual(
            wrapped([("aa bb cc dd ee", .plain)], width: 8).map(\.text), ["aa bb cc", "dd ee"])
    }

    func test_aWordThatFillsTheLineExactly_staysOnIt() {
        XCTAssertEqual(wrapped([("aaa bbbb c", .plain)], width: 8).map(\.text), ["aaa bbbb", "c"])
    }

    func test_spacesBetweenWords_collapseToOne() {
        XCTAssertEqual(wrapped([("aa  bb   cc ", .plain)], width: 20).map(\.text), ["aa bb cc"])
    }

    func test_aWordRunningIntoTheNextRun_isPlacedWhole() {
        let lines = wrapped([("aa bb c", .plain), ("cc dd", bold)], width: 6)
        XCTAssertEqual(lines.map(\.text), ["aa bb", "ccc dd"])
        XCTAssertEqual(lines[1], StyledLine([("c", .plain), ("cc dd", bold)]))
    }

    func test_theSpaceBeforeAWord_takesTheStyleOfTheRunItStoodIn() {
        let lines = wrapped([("aa ", bold), ("bb cc", .plain)], width: 20)
        XCTAssertEqual(lines, [StyledLine([("aa ", bold), ("bb cc", .plain)])])
    }

    func test_aWordWiderThanTheLine_isCutAfterTheWordsBeforeIt() {
        XCTAssertEqual(wrapped([("ab cdefghij k", .plain)], width: 4).map(\.text), ["ab", "cdef", "ghij", "k"])
    }

    /// Pieces of text whose every scalar has a width known without Unicode's tables, wide ones and long ones among
    /// them, and spaces alone and in runs.
    private static let simplePieces = [
        " ", "  ", "a", "word", "longer", "x" + String(repeating: "y", count: 30), "é", "naïve", "–", "…", "•", "│",
        "中", "日本語", "ｱ", "한국", "\u{3000}", "・", "ÿ", "\u{A0}",
    ]

    /// Reading a segment of simple scalars from its runs' bytes fills the same lines, in the same runs and styles,
    /// as reading its joined text a cluster at a time.
    func test_simpleSegments_wrapAsClusterByCluster() {
        var generator = SeededGenerator(seed: 2026_11_29)
        let styles = [TextStyle.plain, bold, TextStyle(isUnderlined: true, foreground: .blue)]
        for round in 0..<4000 {
            let segment = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                    Self.simplePieces[Int.random(in: 0..<Self.simplePieces.count, using: &generator)]
                }.joined()
                return StyledSpan(text: text, style: styles[Int.random(in: 0..<styles.count, using: &generator)])
            }
            let width = Int.random(in: 1...24, using: &generator)
            var fromBytes = SpanWrapper(width: width)
            var byClusters = SpanWrapper(width: width)
            for _ in 0..<2 {
                fromBytes.flow(segment)
                byClusters.flowClusterByCluster(segment)
            }
            fromBytes.breakLine()
            byClusters.breakLine()
            XCTAssertEqual(
                fromBytes.lines, byClusters.lines, "round \(round) at \(width): \(segment.map(\.text))")
        }
    }

    /// The columns counted from the bytes of simple scalars are the widths `DisplayWidth` gives them.
    func test_simpleColumns_areTheDisplayWidthOfEverySimpleScalar() {
        let simple = (0x20...0xFFFF).compactMap(Unicode.Scalar.init).filter { DisplayWidth.simpleWidth(of: $0) != nil }
        XCTAssertGreaterThan(simple.count, 39_000)
        for scalar in simple {
            let bytes = Array(String(scalar).utf8)
            let columns = bytes.withUnsafeBufferPointer { SpanWrapper.simpleColumns(of: $0[...]) }
            XCTAssertEqual(columns, DisplayWidth.of(String(scalar)), "U+\(String(scalar.value, radix: 16))")
        }
        let text = String(String.UnicodeScalarView(simple.prefix(5000)))
        let columns = Array(text.utf8).withUnsafeBufferPointer { SpanWrapper.simpleColumns(of: $0[...]) }
        XCTAssertEqual(columns, DisplayWidth.of(text))
    }

    /// Spans that need no wrapping are kept as they stand, the same line as filling it word by word gives.
    func test_spansThatFitAsTheyStand_areTheLineTheWrapperFills() {
        var generator = SeededGenerator(seed: 2026_11_29_3)
        let pieces = ["", " ", "  ", "a", "word", "(x)", "[1]", "é", "\t"]
        let marks: [MarkdownSpan.Marks] = [[], .strong, .link, .note, .deleted, .code]
        var keptAsTheyStand = 0
        for round in 0..<6000 {
            let spans = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                let text = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                }.joined()
                return MarkdownSpan(text: text, marks: marks[Int.random(in: 0..<marks.count, using: &generator)])
            }
            let width = Int.random(in: 1...30, using: &generator)
            guard let line = MarkdownRenderer.lineAsItStands(spans, base: .plain, width: width) else { continue }
            keptAsTheyStand += 1
            var wrapper = SpanWrapper(width: width)
            wrapper.flow(
                spans.map { StyledSpan(text: $0.text, style: MarkdownRenderer.style(for: $0.marks, base: .plain)) })
            if !wrapper.isLineEmpty || wrapper.lines.isEmpty { wrapper.breakLine() }
            XCTAssertEqual([line], wrapper.lines, "round \(round) at \(width): \(spans.map(\.text))")
        }
        XCTAssertGreaterThan(keptAsTheyStand, 1000)
    }
}
