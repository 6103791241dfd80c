import StyledText
import XCTest

@testable import Terminal

/// `TerminalTextWriter` writes what each line's `terminalText(colorMode:)` is, each followed by a line break.
final class TerminalTextWriterTests: XCTestCase {
    /// Every style there is: each attribute on or off, with no colour or any of the seven.
    private let allStyles: [TextStyle] = (0..<256).map { code in
        let colors: [TerminalColor?] = [nil] + TerminalColor.allCases
        return TextStyle(
            isBold: code & 1 != 0, isDim: code & 2 != 0, isReversed: code & 16 != 0, isItalic: code & 4 != 0,
            isUnderlined: code & 8 != 0, foreground: colors[(code >> 5) % colors.count])
    }

    private func lineByLine(_ lines: [StyledLine], colorMode: ColorMode) -> String {
        lines.map { $0.terminalText(colorMode: colorMode) + "\n" }.joined()
    }

    private func written(_ lines: [StyledLine], colorMode: ColorMode) -> String {
        var writer = TerminalTextWriter(colorMode: colorMode)
        return writer.text(of: lines)
    }

    func test_lines_areEachLinesTextAndALineBreak_forEveryStyle() {
        let lines = allStyles.enumerated().map { index, style in
            StyledLine([("run \(index) ", style), ("é中👍🏽", allStyles[(index * 7) % 256]), ("", style)])
        }
        for colorMode in [ColorMode.enabled, .disabled] {
            XCTAssertEqual(written(lines, colorMode: colorMode), lineByLine(lines, colorMode: colorMode))
        }
    }

    func test_linesWrittenInParts_areWhatOneCallWrites() {
        let lines = allStyles.enumerated().map { index, style in
            StyledLine([("run \(index) ", style), ("é", allStyles[(index * 11) % 256])])
        }
        for colorMode in [ColorMode.enabled, .disabled] {
            var writer = TerminalTextWriter(colorMode: colorMode)
            var text = ""
            for start in stride(from: 0, to: lines.count, by: 37) {
                text += writer.text(of: Array(lines[start..<min(start + 37, lines.count)]))
            }
            XCTAssertEqual(text, lineByLine(lines, colorMode: colorMode))
        }
    }

    func test_emptyLinesAndRuns_areKept() {
        let lines = [StyledLine(), StyledLine("", style: TextStyle(isBold: true)), StyledLine(), StyledLine("x")]
        for colorMode in [ColorMode.enabled, .disabled] {
            XCTAssertEqual(written(lines, colorMode: colorMode), lineByLine(lines, colorMode: colorMode))
        }
        XCTAssertEqual(written([], colorMode: .enabled), "")
    }

    func test_aStyleMetAgain_usesTheSameSequence() {
        let link = TextStyle(isUnderlined: true, foreground: .blue)
        let lines = [StyledLine([("a", link), ("b", .plain), ("c", link)]), StyledLine("d", style: link)]
        XCTAssertEqual(
            written(lines, colorMode: .enabled),
            "\u{1B}[0;4;34ma\u{1B}[0mb\u{1B}[0;4;34mc\u{1B}[0m\n\u{1B}[0;4;34md\u{1B}[0m\n")
    }
}
