import XCTest

@testable import Terminal

final class TextWrappingTests: XCTestCase {
    func test_words_wrapAtTheWidth() {
        XCTAssertEqual(TextWrapping.wrap("one two three four", toWidth: 9), ["one two", "three", "four"])
    }

    func test_longWord_isCut() {
        XCTAssertEqual(TextWrapping.wrap("abcdefghij", toWidth: 4), ["abcd", "efgh", "ij"])
    }

    func test_wideCharacters_countTwoColumns() {
        let lines = TextWrapping.wrap("日本語のテキスト", toWidth: 6)

        XCTAssertEqual(lines, ["日本語", "のテキ", "スト"])
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 6 })
    }

    func test_lineBreaksAndEmptyLines_stay() {
        XCTAssertEqual(TextWrapping.wrap("a\n\nb", toWidth: 10), ["a", "", "b"])
    }
}
