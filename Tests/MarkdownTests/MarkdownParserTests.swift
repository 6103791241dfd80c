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
}
