import XCTest

@testable import Terminal

final class ScreenBufferTests: XCTestCase {
    private func row(_ frame: ScreenBuffer, _ row: Int) -> String {
        var text = ""
        for column in 0..<frame.size.columns where !frame[row, column].isContinuation {
            text.append(frame[row, column].character)
        }
        return text
    }

    func test_init_isBlank() {
        let frame = ScreenBuffer(size: TerminalSize(rows: 2, columns: 3))
        XCTAssertEqual(frame[1, 2], .blank)
    }

    func test_write_returnsColumnAfterText() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 10))
        XCTAssertEqual(frame.write("ab漢", row: 0, column: 1), 5)
    }

    func test_write_clipsAtRowEnd() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.write("abcdef", row: 0, column: 1)
        XCTAssertEqual(row(frame, 0), " abc")
    }

    func test_write_wideCharacterTakesTwoCells() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.write("漢", row: 0, column: 0)
        XCTAssertEqual(frame[0, 0].character, "漢")
        XCTAssertTrue(frame[0, 1].isContinuation)
    }

    func test_write_clusterThreeColumnsWide_takesThreeCells() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 6))
        XCTAssertEqual(frame.write("\u{600}漢x", row: 0, column: 0), 4)
        XCTAssertTrue(frame[0, 1].isContinuation)
        XCTAssertTrue(frame[0, 2].isContinuation)
        XCTAssertEqual(frame[0, 3].character, "x")
    }

    func test_write_overwritingTheMiddleOfAThreeColumnCluster_blanksAllOfIt() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 6))
        frame.write("\u{600}漢x", row: 0, column: 0)
        frame.write("y", row: 0, column: 1)
        XCTAssertEqual(row(frame, 0), " y x  ")
    }

    func test_write_wideCharacterThatDoesNotFitBecomesSpace() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 3))
        frame.write("a漢字", row: 0, column: 0)
        XCTAssertEqual(row(frame, 0), "a漢")
        var narrow = ScreenBuffer(size: TerminalSize(rows: 1, columns: 2))
        narrow.write("a漢", row: 0, column: 0)
        XCTAssertEqual(row(narrow, 0), "a ")
    }

    func test_write_overwritingHalfOfWideCharacterBlanksTheOtherHalf() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.write("漢字", row: 0, column: 0)
        frame.write("x", row: 0, column: 1)
        XCTAssertEqual(row(frame, 0), " x字")
        XCTAssertFalse(frame[0, 1].isContinuation)
    }

    func test_write_controlCharacterBecomesReplacementCharacter() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.write("a\u{1B}b", row: 0, column: 0)
        XCTAssertEqual(row(frame, 0), "a\u{FFFD}b ")
    }

    func test_write_outsideFrameIsIgnored() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.write("a", row: 3, column: 0)
        frame.write("a", row: -1, column: 0)
        XCTAssertEqual(frame, ScreenBuffer(size: TerminalSize(rows: 1, columns: 4)))
    }

    func test_fill_stylesTheRestOfTheRow() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.fill(row: 0, from: 2, style: .selection)
        XCTAssertEqual(frame[0, 1].style, .plain)
        XCTAssertEqual(frame[0, 3].style, .selection)
    }

    func test_clear_blanksEverything() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.write("abcd", row: 0, column: 0)
        frame.clear()
        XCTAssertEqual(frame, ScreenBuffer(size: TerminalSize(rows: 1, columns: 4)))
    }
}
