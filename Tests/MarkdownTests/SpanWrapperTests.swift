import StyledText
import XCTest

@testable import Markdown

/// Filling lines with styled runs: the words of a printable ASCII run that fit on a line are placed as one slice,
/// with the same text and styles as when they are placed a word at a time.
final class SpanWrapperTests: XCTestCase {
    private let bold = TextStyle(isBold: true)

    private func wrapped(_ segment: [SpanWrapper.Run], width: Int) -> [StyledLine] {
        var wrapper = SpanWrapper(width: width)
        wrapper.flow(segment)
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
}
