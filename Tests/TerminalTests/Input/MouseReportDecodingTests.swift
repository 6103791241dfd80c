import XCTest

@testable import Terminal

/// Mouse reports as terminals send them: SGR (`ESC [ < b;x;y M`) and X10 (`ESC [ M` and three raw bytes). Only the
/// wheel becomes keys; every other report is swallowed whole, so none of its bytes leaks as a key.
final class MouseReportDecodingTests: XCTestCase {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    /// An X10 report: the button, column and row each plus 32, as raw bytes.
    private func x10(button: Int, column: Int, row: Int) -> [UInt8] {
        [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(button + 32), UInt8(column + 32), UInt8(row + 32)]
    }

    func test_sgrWheel_upAndDown_areWheelKeys() {
        XCTAssertEqual(decode("\u{1B}[<64;10;5M\u{1B}[<65;10;5M"), [.wheelUp, .wheelDown])
    }

    func test_sgrWheel_withModifiersHeld_isStillTheWheel() {
        // Shift (4), Alt (8) and Ctrl (16) add to the button code.
        XCTAssertEqual(decode("\u{1B}[<68;1;1M\u{1B}[<73;1;1M\u{1B}[<80;1;1M"), [.wheelUp, .wheelDown, .wheelUp])
    }

    func test_sgrWheel_farColumnsAndRows_areStillTheWheel() {
        XCTAssertEqual(decode("\u{1B}[<65;1200;400M"), [.wheelDown])
    }

    func test_sgrClicksReleasesDragsAndSidewaysWheel_areSwallowedWhole() {
        let reports = [
            "\u{1B}[<0;10;5M", "\u{1B}[<0;10;5m", "\u{1B}[<2;3;4M", "\u{1B}[<32;10;6M", "\u{1B}[<66;1;1M",
            "\u{1B}[<67;1;1M", "\u{1B}[<64;1;1m", "\u{1B}[<64M", "\u{1B}[<;;M", "\u{1B}[<64;1M",
        ]
        for report in reports {
            XCTAssertEqual(decode(report + "j"), [.character("j")], report.debugDescription)
        }
    }

    func test_sgrWheel_splitAcrossReads_waitsForTheRest() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(Array("\u{1B}".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("[<6".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("5;12".utf8)), [])
        XCTAssertEqual(decoder.decode(Array(";7M".utf8) + Array("k".utf8)), [.wheelDown, .character("k")])
        XCTAssertFalse(decoder.hasPendingEscape)
    }

    func test_sgrWheel_manyNotchesInOneRead_areOneKeyEach() {
        XCTAssertEqual(decode(String(repeating: "\u{1B}[<65;1;1M", count: 5)), Array(repeating: .wheelDown, count: 5))
    }

    func test_x10Wheel_upAndDown_areWheelKeys() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(x10(button: 64, column: 10, row: 5) + x10(button: 65, column: 10, row: 5))
        XCTAssertEqual(keys, [.wheelUp, .wheelDown])
    }

    func test_x10ClickAndRelease_areSwallowedWhole_evenWithLetterBytes() {
        var decoder = KeyDecoder()
        // Column 65 and row 74 arrive as the bytes "a" and "j": they must not become keys.
        let bytes = x10(button: 0, column: 65, row: 74) + x10(button: 3, column: 65, row: 74) + Array("q".utf8)
        XCTAssertEqual(decoder.decode(bytes), [.character("q")])
    }

    func test_x10Report_withCoordinatesPast95_swallowsTheHighBytes() {
        var decoder = KeyDecoder()
        // Columns past 95 arrive as bytes above 0x7F, which are not UTF-8 here.
        XCTAssertEqual(decoder.decode(x10(button: 0, column: 200, row: 150) + Array("j".utf8)), [.character("j")])
    }

    func test_x10Report_splitAcrossReads_waitsForItsThreeBytes() {
        var decoder = KeyDecoder()
        let report = x10(button: 65, column: 66, row: 75)
        XCTAssertEqual(decoder.decode(report.prefix(3)), [])
        XCTAssertEqual(decoder.decode(report[3..<5]), [])
        XCTAssertEqual(decoder.decode(report.suffix(1) + Array("k".utf8)), [.wheelDown, .character("k")])
    }
}
