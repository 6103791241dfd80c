import XCTest

@testable import Markdown

/// The block parser's line reading, which goes by bytes where the bytes are the `Character`s CommonMark speaks of.
final class MarkdownParserTests: XCTestCase {
    func test_listMarker_readsBulletsAndOrderedMarkers_withWhereTheirContentStarts() throws {
        let bullet = try XCTUnwrap(MarkdownParser.listMarker("- item"))
        XCTAssertEqual(bullet.symbol, UInt8(ascii: "-"))
        XCTAssertNil(bullet.start)
        XCTAssertEqual(bullet.contentOffset, 2)
        let ordered = try XCTUnwrap(MarkdownParser.listMarker("  012) item"))
        XCTAssertEqual(ordered.symbol, UInt8(ascii: ")"))
        XCTAssertEqual(ordered.start, 12)
        XCTAssertEqual(ordered.contentOffset, 7)
        XCTAssertEqual(
            MarkdownParser.listMarker("1.      code")?.contentOffset, 3, "five spaces or more: one is padding")
        XCTAssertEqual(MarkdownParser.listMarker("*")?.contentOffset, 2)
    }

    func test_listMarker_isNilForTextThatIsNoMarker() {
        XCTAssertNil(MarkdownParser.listMarker("-item"))
        XCTAssertNil(MarkdownParser.listMarker("1234567890. ten digits"))
        XCTAssertNil(MarkdownParser.listMarker("    - indented four"))
        XCTAssertNil(MarkdownParser.listMarker("- - -"), "a thematic break")
    }

    func test_listMarker_aSpaceJoinedByAMark_isNoSpace() {
        XCTAssertNil(MarkdownParser.listMarker("- \u{301}x"))
        XCTAssertNil(MarkdownParser.listMarker("-\u{301} x"))
        XCTAssertEqual(MarkdownParser.listMarker("-  \u{301}x")?.contentOffset, 2)
    }

    func test_dropping_removesLeadingASCIICharacters() {
        XCTAssertEqual(MarkdownParser.dropping(2, from: "- item"), "item")
        XCTAssertEqual(MarkdownParser.dropping(3, from: "- "), "")
    }

    func test_dropping_takesAMarkJoinedToTheLastDroppedSpaceWithIt() {
        XCTAssertEqual(MarkdownParser.dropping(2, from: "  \u{301}x"), "x")
    }

    /// A closing fence read from bytes is what comparing `Character`s answers, a backtick's canonical equivalent
    /// U+1FEF and marks joined to the fence's characters included.
    func test_closes_isTheCharacterByCharacterAnswer() {
        let pieces = [" ", "`", "~", "a", "\u{1FEF}", "\u{301}", "```", "~~~", "``"]
        let markers = ["```", "````", "~~~", "``\u{1FEF}"]
        var generator = SeededGenerator(seed: 2026_11_29_5)
        for _ in 0..<20_000 {
            let line = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
            let marker = markers[Int.random(in: 0..<markers.count, using: &generator)]
            let trimmed = line.drop { $0 == " " }
            let expected = trimmed.hasPrefix(marker) && trimmed.allSatisfy { $0 == marker.first || $0 == " " }
            XCTAssertEqual(
                MarkdownParser.closes(marker, line), expected,
                "\(marker.debugDescription) \(line.debugDescription)")
        }
        XCTAssertTrue(MarkdownParser.closes("```", "  ```` "))
        XCTAssertTrue(MarkdownParser.closes("```", "``\u{1FEF}"))
        XCTAssertFalse(MarkdownParser.closes("```", "```\u{301}"))
    }

    /// A text's lines are its pieces between line feeds, empty ones included.
    func test_lines_areTheTextSplitAtLineFeeds() {
        let pieces = ["a", "\n", "\n\n", "é", "\u{301}", " ", "中", "👍🏽", "a longer line of text"]
        var generator = SeededGenerator(seed: 2026_11_29_6)
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
            XCTAssertEqual(
                MarkdownParser.lines(of: text),
                text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), text.debugDescription)
        }
    }

    /// The byte-by-byte reading of a table row the parser had: every cell built a byte at a time.
    private func cellsByteByByte(_ line: String) -> [String] {
        var bytes = Array(line.utf8)[...]
        while bytes.first == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
        while bytes.last == UInt8(ascii: " ") { bytes = bytes.dropLast() }
        if bytes.first == UInt8(ascii: "|") { bytes = bytes.dropFirst() }
        if bytes.last == UInt8(ascii: "|"), bytes.dropLast().last != UInt8(ascii: "\\") { bytes = bytes.dropLast() }
        var cells: [String] = []
        var current: [UInt8] = []
        func finish() {
            var cell = current[...]
            while cell.first == UInt8(ascii: " ") { cell = cell.dropFirst() }
            while cell.last == UInt8(ascii: " ") { cell = cell.dropLast() }
            cells.append(String(decoding: cell, as: UTF8.self))
            current = []
        }
        var isEscaped = false
        for byte in bytes {
            if byte == UInt8(ascii: "|"), !isEscaped {
                finish()
                continue
            }
            if byte == UInt8(ascii: "|"), isEscaped { current.removeLast() }
            current.append(byte)
            isEscaped = byte == UInt8(ascii: "\\") && !isEscaped
        }
        finish()
        return cells
    }

    func test_cells_areTheRowReadByteByByte() {
        let pieces = ["|", " ", "a", "word", "\\", "\\|", "\\\\", "`x|y`", "é", "  "]
        var generator = SeededGenerator(seed: 2026_11_29_9)
        for _ in 0..<20_000 {
            let line = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
            XCTAssertEqual(MarkdownParser.cells(line), cellsByteByByte(line), line.debugDescription)
        }
    }
}
