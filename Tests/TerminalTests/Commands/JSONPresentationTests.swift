import Domain
import StyledText
import XCTest

@testable import Terminal

final class JSONPresentationTests: XCTestCase {
    private let value = JSONValue.object([
        "name": .string("evil\u{1B}]52;c;AAAA\u{07}"), "stars": .integer(5), "fork": .bool(false), "homepage": .null,
    ])

    func test_forStandardOutput_compactWhenPiped_indentedOnATerminalOrWhenColourIsForced() {
        XCTAssertEqual(JSONPresentation.forStandardOutput(isTerminal: false, colorMode: .disabled), .compact)
        XCTAssertEqual(
            JSONPresentation.forStandardOutput(isTerminal: true, colorMode: .disabled), .indented(colorMode: .disabled))
        XCTAssertEqual(
            JSONPresentation.forStandardOutput(isTerminal: false, colorMode: .enabled), .indented(colorMode: .enabled))
    }

    func test_compact_isTheOneLineWriter() {
        XCTAssertEqual(JSONPresentation.compact.text(value), JSONWriter.string(value) + "\n")
    }

    func test_indentedWithoutColour_hasNoEscapeByte() {
        let text = JSONPresentation.indented(colorMode: .disabled).text(value)

        XCTAssertFalse(text.utf8.contains(0x1B), text)
        XCTAssertTrue(text.contains("\n  \"stars\": 5"), text)
    }

    func test_coloured_stylesKeysStringsNumbersAndLiterals_andEscapesEveryControl() {
        let text = JSONPresentation.indented(colorMode: .enabled).text(value)

        XCTAssertTrue(text.contains("\u{1B}[0;1;34m\"stars\"\u{1B}[0m: \u{1B}[0;35m5\u{1B}[0m"), text)
        XCTAssertTrue(text.contains("\u{1B}[0;33mfalse\u{1B}[0m"), text)
        XCTAssertTrue(text.contains("\u{1B}[0;36mnull\u{1B}[0m"), text)
        XCTAssertTrue(text.contains("\u{1B}[0;32m\"evil\\u001b]52;c;AAAA\\u0007\"\u{1B}[0m"), text)
        let withoutStyles = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertFalse(withoutStyles.utf8.contains(0x1B), "only the styles are escape sequences")
        XCTAssertFalse(withoutStyles.utf8.contains(0x07))
    }
}
