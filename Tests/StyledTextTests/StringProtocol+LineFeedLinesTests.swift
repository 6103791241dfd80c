import StyledText
import XCTest

/// `lineFeedSeparatedLines` finds lines at bytes; it must cut exactly where splitting at `"\n"` characters does.
final class StringProtocolLineFeedLinesTests: XCTestCase {
    func test_lines_areWhereSplittingAtLineFeedCharactersCuts() {
        let pieces = ["a", "bc", "\n", "\r", "\r\n", "\n\n", "é", "\u{301}", "👍🏽", "\r\r\n", " "]
        var generator = SystemRandomNumberGenerator()
        func randomText() -> String {
            let count = Int.random(in: 0...12, using: &generator)
            return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
        }
        let texts = ["", "\n", "\r\n", "a\r\nb\nc", "\n\r\n\n"] + (0..<500).map { _ in randomText() }
        for text in texts {
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(text.lineFeedSeparatedLines, expected, text.debugDescription)
            XCTAssertEqual(text[...].lineFeedSeparatedLines, expected, text.debugDescription)
        }
    }
}
