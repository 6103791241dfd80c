import StyledText
import XCTest

@testable import Terminal

final class FrameRendererTests: XCTestCase {
    private let clear = "\u{1B}[0m\u{1B}[H\u{1B}[2J"

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private func listFrame(selectedRow: Int) -> ScreenBuffer {
        var frame = ScreenBuffer(size: TerminalSize(rows: 6, columns: 80))
        let rows = [
            "apple/swift            ★ 67012  The Swift Programming Language",
            "vapor/vapor            ★ 24811  A server-side Swift HTTP web framework",
            "ReactiveX/RxSwift      ★ 24302  Reactive Programming in Swift",
        ]
        for (index, line) in rows.enumerated() {
            let row = index + 1
            if row == selectedRow {
                frame.fill(row: row, style: .selection)
                frame.write(line, row: row, column: 1, style: .selection)
            } else {
                frame.write(line, row: row, column: 1)
            }
        }
        return frame
    }

    func test_render_firstFrameClearsAndDrawsExactBytes() {
        var frame = ScreenBuffer(size: TerminalSize(rows: 2, columns: 5))
        frame.write("ab", row: 0, column: 0)
        frame.write("c", row: 1, column: 2, style: TextStyle(isBold: true))
        var renderer = FrameRenderer(colorMode: .enabled)

        let output = text(renderer.render(frame))

        XCTAssertEqual(output, clear + "\u{1B}[1;1Hab\u{1B}[2;1H  \u{1B}[0;1mc\u{1B}[0m")
    }

    func test_render_sameFrameAgainWritesNothing() {
        var renderer = FrameRenderer(colorMode: .enabled)
        let frame = listFrame(selectedRow: 1)
        _ = renderer.render(frame)

        XCTAssertEqual(renderer.render(frame), [])
    }

    func test_render_changedCellWritesOnlyThatCell() {
        var renderer = FrameRenderer(colorMode: .enabled)
        var frame = ScreenBuffer(size: TerminalSize(rows: 3, columns: 10))
        frame.write("counter 1", row: 1, column: 0)
        _ = renderer.render(frame)
        frame.write("2", row: 1, column: 8)

        XCTAssertEqual(text(renderer.render(frame)), "\u{1B}[2;9H2")
    }

    func test_render_movingSelectionBetweenTwoRowsCostsUnderTwoHundredBytes() {
        var renderer = FrameRenderer(colorMode: .enabled)
        _ = renderer.render(listFrame(selectedRow: 1))

        let output = renderer.render(listFrame(selectedRow: 2))

        XCTAssertLessThan(output.count, 200, "\(output.count) bytes")
        XCTAssertFalse(text(output).contains("\u{1B}[2J"))
    }

    func test_render_movingSelectionRedrawsOnlyTheTwoRows() {
        var renderer = FrameRenderer(colorMode: .enabled)
        _ = renderer.render(listFrame(selectedRow: 1))

        let output = text(renderer.render(listFrame(selectedRow: 2)))

        XCTAssertTrue(output.hasPrefix("\u{1B}[2;1H"))
        XCTAssertTrue(output.contains("\u{1B}[3;1H"))
        XCTAssertFalse(output.contains("RxSwift"))
    }

    func test_render_eraseLineReplacesTrailingBlanksOfDeselectedRow() {
        var renderer = FrameRenderer(colorMode: .enabled)
        _ = renderer.render(listFrame(selectedRow: 1))

        let output = text(renderer.render(listFrame(selectedRow: 2)))

        XCTAssertTrue(output.contains("Language\u{1B}[K"))
    }

    func test_render_endsInDefaultStyle() {
        var renderer = FrameRenderer(colorMode: .enabled)
        _ = renderer.render(listFrame(selectedRow: 1))

        let output = text(renderer.render(listFrame(selectedRow: 3)))

        XCTAssertTrue(output.hasSuffix("\u{1B}[0m"))
    }

    func test_render_resizedFrameIsRepaintedInFull() {
        var renderer = FrameRenderer(colorMode: .enabled)
        var small = ScreenBuffer(size: TerminalSize(rows: 2, columns: 4))
        small.write("ab", row: 0, column: 0)
        _ = renderer.render(small)
        var large = ScreenBuffer(size: TerminalSize(rows: 3, columns: 6))
        large.write("ab", row: 0, column: 0)

        XCTAssertEqual(text(renderer.render(large)), clear + "\u{1B}[1;1Hab")
    }

    func test_render_afterInvalidateRepaintsInFull() {
        var renderer = FrameRenderer(colorMode: .enabled)
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.write("ab", row: 0, column: 0)
        _ = renderer.render(frame)
        renderer.invalidate()

        XCTAssertEqual(text(renderer.render(frame)), clear + "\u{1B}[1;1Hab")
    }

    func test_render_withColourEmitsForegroundCode() {
        var renderer = FrameRenderer(colorMode: .enabled)
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.write("x", row: 0, column: 0, style: TextStyle(foreground: .yellow))

        XCTAssertTrue(text(renderer.render(frame)).contains("\u{1B}[0;33mx"))
    }

    func test_render_withoutColourEmitsNoColourCodeButKeepsReverse() {
        var renderer = FrameRenderer(colorMode: .disabled)
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.write("x", row: 0, column: 0, style: TextStyle(isReversed: true, foreground: .yellow))

        let output = text(renderer.render(frame))

        XCTAssertFalse(output.contains("33"))
        XCTAssertTrue(output.contains("\u{1B}[0;7mx"))
    }

    func test_render_withoutColourIgnoresColourOnlyChanges() {
        var renderer = FrameRenderer(colorMode: .disabled)
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        frame.write("x", row: 0, column: 0, style: TextStyle(foreground: .red))
        _ = renderer.render(frame)
        frame.write("x", row: 0, column: 0, style: TextStyle(foreground: .green))

        XCTAssertEqual(renderer.render(frame), [])
    }

    func test_render_changeInsideWideCharacterRedrawsTheWholeCharacter() {
        var renderer = FrameRenderer(colorMode: .enabled)
        var frame = ScreenBuffer(size: TerminalSize(rows: 1, columns: 6))
        frame.write("a漢", row: 0, column: 0)
        _ = renderer.render(frame)
        frame.write("字", row: 0, column: 1)

        XCTAssertEqual(text(renderer.render(frame)), "\u{1B}[1;2H字")
    }
}
