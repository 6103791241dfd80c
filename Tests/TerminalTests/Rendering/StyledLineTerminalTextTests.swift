import StyledText
import XCTest

@testable import Terminal

final class StyledLineTerminalTextTests: XCTestCase {
    /// Every style there is: each attribute on or off, with no colour or any of the seven.
    private let allStyles: [TextStyle] = (0..<256).map { code in
        let colors: [TerminalColor?] = [nil] + TerminalColor.allCases
        return TextStyle(
            isBold: code & 1 != 0, isDim: code & 2 != 0, isReversed: code & 16 != 0, isItalic: code & 4 != 0,
            isUnderlined: code & 8 != 0, foreground: colors[(code >> 5) % colors.count])
    }

    private func joinedLineByLine(_ lines: [StyledLine], colorMode: ColorMode) -> String {
        lines.map { $0.terminalText(colorMode: colorMode) }.joined(separator: "\n")
    }

    func test_terminalTextOfLines_isEachLinesTextJoined_forEveryStyle() {
        let lines = allStyles.enumerated().map { index, style in
            StyledLine([("run \(index) ", style), ("é中👍🏽", allStyles[(index * 7) % 256]), ("", style)])
        }
        for colorMode in [ColorMode.enabled, .disabled] {
            XCTAssertEqual(
                StyledLine.terminalText(of: lines, colorMode: colorMode), joinedLineByLine(lines, colorMode: colorMode))
        }
    }

    func test_aWriterWritingLinesInParts_writesWhatOneCallWrites() {
        let lines = allStyles.enumerated().map { index, style in
            StyledLine([("run \(index) ", style), ("é", allStyles[(index * 11) % 256])])
        }
        for colorMode in [ColorMode.enabled, .disabled] {
            var writer = TerminalTextWriter(colorMode: colorMode)
            var text = ""
            for start in stride(from: 0, to: lines.count, by: 37) {
                text += writer.text(of: Array(lines[start..<min(start + 37, lines.count)]), ending: "\n")
            }
            XCTAssertEqual(text, StyledLine.terminalText(of: lines, colorMode: colorMode, ending: "\n"))
        }
    }

    func test_terminalTextOfLines_keepsEmptyLinesAndRuns() {
        let lines = [StyledLine(), StyledLine("", style: TextStyle(isBold: true)), StyledLine(), StyledLine("x")]
        for colorMode in [ColorMode.enabled, .disabled] {
            XCTAssertEqual(
                StyledLine.terminalText(of: lines, colorMode: colorMode), joinedLineByLine(lines, colorMode: colorMode))
        }
        XCTAssertEqual(StyledLine.terminalText(of: [], colorMode: .enabled), "")
    }

    func test_terminalTextOfLines_aStyleMetAgainUsesTheSameSequence() {
        let link = TextStyle(isUnderlined: true, foreground: .blue)
        let lines = [StyledLine([("a", link), ("b", .plain), ("c", link)]), StyledLine("d", style: link)]
        XCTAssertEqual(
            StyledLine.terminalText(of: lines, colorMode: .enabled),
            "\u{1B}[0;4;34ma\u{1B}[0mb\u{1B}[0;4;34mc\u{1B}[0m\n\u{1B}[0;4;34md\u{1B}[0m")
    }

    func test_terminalTextOfLines_afterAPrefixAndEndingInASuffix_isThemAroundTheText() {
        let lines = [StyledLine([("a", TextStyle(isBold: true)), ("é", .plain)]), StyledLine(), StyledLine("z")]
        for colorMode in [ColorMode.enabled, .disabled] {
            for (prefix, suffix) in [("", ""), ("header é\n\n", "\n"), ("👍🏽", "")] {
                XCTAssertEqual(
                    StyledLine.terminalText(of: lines, colorMode: colorMode, after: prefix, ending: suffix),
                    prefix + joinedLineByLine(lines, colorMode: colorMode) + suffix)
            }
        }
    }
}
