import XCTest

@testable import StyledText

final class TerminalTextTests: XCTestCase {
    private let escape = "\u{1B}"

    private func containsRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" }
    }

    func test_sanitize_keepsPlainText() {
        XCTAssertEqual(TerminalText.sanitize("A fast JSON parser"), "A fast JSON parser")
    }

    func test_sanitize_removesClearScreen() {
        XCTAssertEqual(TerminalText.sanitize("before\(escape)[2J\(escape)[Hafter"), "beforeafter")
    }

    func test_sanitize_removesColourSequence() {
        XCTAssertEqual(TerminalText.sanitize("\(escape)[1;31mred\(escape)[0m"), "red")
    }

    func test_sanitize_removesWindowTitleTerminatedByBell() {
        XCTAssertEqual(TerminalText.sanitize("a\(escape)]0;pwned\u{07}b"), "ab")
    }

    func test_sanitize_removesOSC52ClipboardWrite() {
        let hostile = "safe\(escape)]52;c;Y3VybCBldmlsLnNoIHwgc2g=\(escape)\\ text"
        XCTAssertEqual(TerminalText.sanitize(hostile), "safe text")
    }

    func test_sanitize_removesOSC8HyperlinkButKeepsItsText() {
        let hostile = "\(escape)]8;;https://evil.example\(escape)\\github.com\(escape)]8;;\(escape)\\"
        XCTAssertEqual(TerminalText.sanitize(hostile), "github.com")
    }

    func test_containsFilteredControl_fromBytesAnswersAsTheScalarsDo() {
        let scalars = (0...0x3000).compactMap(Unicode.Scalar.init) + [Unicode.Scalar(0x1F600)].compactMap { $0 }
        for scalar in scalars {
            let filtered =
                (TerminalText.isControl(scalar) && !TerminalText.isLayoutWhitespace(scalar))
                || TerminalText.isBidirectionalControl(scalar)
            for text in ["\(scalar)", "ab\(scalar)", "\u{E9}\(scalar)\n\u{2028}x"] {
                XCTAssertEqual(
                    TerminalText.containsFilteredControl(text), filtered, "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    func test_sanitize_removesEightBitControlSequence() {
        XCTAssertEqual(TerminalText.sanitize("x\u{9B}2Jy"), "xy")
    }

    func test_sanitize_removesEightBitOperatingSystemCommand() {
        XCTAssertEqual(TerminalText.sanitize("x\u{9D}0;title\u{9C}y"), "xy")
    }

    func test_sanitize_removesDeviceControlString() {
        XCTAssertEqual(TerminalText.sanitize("x\(escape)Pq#0;2;0;0;0\(escape)\\y"), "xy")
    }

    func test_sanitize_removesApplicationProgramCommand() {
        XCTAssertEqual(TerminalText.sanitize("x\(escape)_payload\(escape)\\y"), "xy")
    }

    func test_sanitize_removesTwoCharacterEscapeLikeFullReset() {
        XCTAssertEqual(TerminalText.sanitize("x\(escape)cy"), "xy")
    }

    func test_sanitize_removesCharacterSetDesignation() {
        XCTAssertEqual(TerminalText.sanitize("x\(escape)(0y"), "xy")
    }

    func test_sanitize_removesTruncatedControlSequenceAtEnd() {
        XCTAssertEqual(TerminalText.sanitize("tail\(escape)[1;3"), "tail")
    }

    func test_sanitize_removesTruncatedOperatingSystemCommandAtEnd() {
        XCTAssertEqual(TerminalText.sanitize("tail\(escape)]52;c;AAAA"), "tail")
    }

    func test_sanitize_removesLoneEscapeAtEnd() {
        XCTAssertEqual(TerminalText.sanitize("tail\(escape)"), "tail")
    }

    func test_sanitize_removesLoneEscapeBeforeNonASCII() {
        XCTAssertEqual(TerminalText.sanitize("a\(escape)é"), "aé")
    }

    func test_sanitize_neverLetsEscapeThroughMalformedSequence() {
        let hostile = "\(escape)[12\(escape)[2J\u{9B}\(escape)]\(escape)\(escape)x"
        XCTAssertFalse(containsRawControl(TerminalText.sanitize(hostile)))
    }

    func test_sanitize_removesBellBackspaceAndDelete() {
        XCTAssertEqual(TerminalText.sanitize("a\u{07}b\u{08}c\u{7F}d\u{00}e"), "abcde")
    }

    func test_sanitize_removesCOneControls() {
        XCTAssertEqual(TerminalText.sanitize("a\u{85}b\u{8D}c"), "abc")
    }

    func test_sanitize_removesBidirectionalOverrides() {
        XCTAssertEqual(TerminalText.sanitize("file\u{202E}gpj.exe\u{2066}x\u{2069}"), "filegpj.exex")
    }

    func test_sanitize_singleLine_turnsLineBreaksAndTabsIntoOneSpace() {
        XCTAssertEqual(TerminalText.sanitize("one\r\ntwo\tthree\n\n four"), "one two three four")
    }

    func test_sanitize_singleLine_trimsWhitespaceAtBothEnds() {
        XCTAssertEqual(TerminalText.sanitize("  \t padded \n"), "padded")
    }

    func test_sanitize_singleLine_carriageReturnCannotOverwriteTheRow() {
        XCTAssertEqual(TerminalText.sanitize("harmless\rEVIL"), "harmless EVIL")
    }

    func test_sanitize_multiLine_keepsLineBreaksAndDropsCarriageReturns() {
        let text = TerminalText.sanitize("# Title\r\n\r\nBody\rline", layout: .multiLine(tabWidth: 4))
        XCTAssertEqual(text, "# Title\n\nBodyline")
    }

    func test_sanitize_multiLine_expandsTabsToNextStop() {
        let text = TerminalText.sanitize("a\tb\n\tc", layout: .multiLine(tabWidth: 4))
        XCTAssertEqual(text, "a   b\n    c")
    }

    /// ASCII lines with tabs, written a stretch of bytes at a time, are the lines with each tab turned into the spaces
    /// up to the next stop, every way the sanitiser writes them: the whole text, and line by line.
    func test_sanitize_multiLine_asciiWithTabs_isTheLinesWithTabsExpanded() {
        let pieces = ["a", "word ", "\t", "\t\t", "\n", "  ", "~", "longer text"]
        var state: UInt64 = 2_026_112_910
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<3_000 {
            let text = (0..<random(14)).map { _ in pieces[random(pieces.count)] }.joined()
            let tabWidth = 1 + random(8)
            var expected = ""
            var column = 0
            for character in text {
                switch character {
                case "\t":
                    let spaces = tabWidth - column % tabWidth
                    expected += String(repeating: " ", count: spaces)
                    column += spaces
                case "\n":
                    expected += "\n"
                    column = 0
                default:
                    expected.append(character)
                    column += 1
                }
            }
            let layout = TerminalText.Layout.multiLine(tabWidth: tabWidth)
            XCTAssertEqual(TerminalText.sanitize(text, layout: layout), expected, text.debugDescription)
            XCTAssertEqual(
                TerminalText.written(text, layout: layout, controls: .removed).finish(), expected, text.debugDescription
            )
            XCTAssertEqual(
                TerminalText.written(text + "\u{1B}[1m", layout: layout, controls: .caretNotation).finish(),
                expected + "^[[1m", text.debugDescription)
        }
    }

    func test_sanitize_multiLine_expandsTabsByDisplayWidth() {
        let text = TerminalText.sanitize("漢\tx", layout: .multiLine(tabWidth: 4))
        XCTAssertEqual(text, "漢  x")
    }

    func test_sanitize_multiLine_longTabRunsAreExpandedExactly() {
        let text = TerminalText.sanitize(
            "漢" + String(repeating: "\t", count: 5_000) + "x", layout: .multiLine(tabWidth: 4))
        XCTAssertEqual(text, "漢" + String(repeating: " ", count: 5_000 * 4 - 2) + "x")
    }

    func test_sanitize_tabRuns_doublingTheInputAtMostDoublesTheWork() {
        // The work is the clusters the writer measures: once each, so a line of tabs costs what its length costs (it
        // was measured again from the line's start at every tab, 47 s for 40,000 tabs).
        let shapes: [(String, TerminalText.ControlDisplay)] = [
            ("\t", .removed), ("x\t", .caretNotation), ("漢\t\u{7}", .removed), ("\t\u{1B}[0m", .caretNotation),
        ]
        for (unit, controls) in shapes {
            func work(_ count: Int) -> Int {
                let line = "a" + String(repeating: unit, count: count) + "b\n"
                return TerminalText.written(line, layout: .multiLine(tabWidth: 4), controls: controls)
                    .measuredClusterCount
            }
            let (single, double, quadruple) = (work(2_000), work(4_000), work(8_000))
            XCTAssertLessThanOrEqual(double, 2 * single + 2, "\(unit.debugDescription): \(single) then \(double)")
            XCTAssertLessThanOrEqual(quadruple, 2 * double + 2, "\(unit.debugDescription): \(double) then \(quadruple)")
        }
    }

    func test_sanitize_multiLine_tabAfterALonePrependCharacterIsAllItsSpaces() {
        // The prepend character has nothing to prepend to and is dropped; the tab's spaces are written whole.
        let text = TerminalText.sanitize("x\u{600}\ty\n\u{600}\t\tz", layout: .multiLine(tabWidth: 4))
        XCTAssertEqual(scalars(text), scalars("x   y\n        z"))
    }

    func test_sanitize_multiLine_stillRemovesEscapeSequences() {
        let text = TerminalText.sanitize("line\(escape)[2J\nnext", layout: .multiLine(tabWidth: 8))
        XCTAssertEqual(text, "line\nnext")
    }

    func test_sanitize_caretNotation_showsEscapeAsCaretBracket() {
        let text = TerminalText.sanitize("x\(escape)[2Jy", controls: .caretNotation)
        XCTAssertEqual(text, "x^[[2Jy")
    }

    func test_sanitize_caretNotation_showsBellDeleteAndCOneControl() {
        let text = TerminalText.sanitize("\u{07}\u{7F}\u{9B}", controls: .caretNotation)
        XCTAssertEqual(text, "^G^?^[[")
    }

    func test_sanitize_caretNotation_leavesNoRawControl() {
        let hostile = "\(escape)]52;c;AAAA\u{07}\u{9D}\u{00}"
        XCTAssertFalse(containsRawControl(TerminalText.sanitize(hostile, controls: .caretNotation)))
    }

    private func scalars(_ text: String) -> [Unicode.Scalar] {
        Array(text.unicodeScalars)
    }

    func test_sanitize_singleLine_dropsACombiningMarkLeftAfterACollapsedLineBreak() {
        let once = TerminalText.sanitize("a\n\u{301}b")
        XCTAssertEqual(scalars(once), scalars("a b"))
        XCTAssertEqual(scalars(TerminalText.sanitize(once)), scalars(once))
    }

    func test_sanitize_singleLine_prependCharacterBeforeSpacesLeavesOneSpace() {
        XCTAssertEqual(scalars(TerminalText.sanitize("x\u{600}  y")), scalars("x y"))
        XCTAssertEqual(scalars(TerminalText.sanitize("x\u{D4E} \t y")), scalars("x y"))
        XCTAssertEqual(scalars(TerminalText.sanitize("x \u{301} y")), scalars("x y"), "an accent on a space")
    }

    func test_sanitize_removedControl_neverJoinsItsNeighbours() {
        XCTAssertEqual(scalars(TerminalText.sanitize("e\u{07}\u{301}")), scalars("e"))
        XCTAssertEqual(scalars(TerminalText.sanitize("🇯\u{07}🇵")), scalars("🇯"))
        XCTAssertEqual(scalars(TerminalText.sanitize("\u{1100}\(escape)[0m\u{1161}")), scalars("\u{1100}"))
        XCTAssertEqual(scalars(TerminalText.sanitize("\u{600}\u{07}12")), scalars("12"))
        XCTAssertEqual(scalars(TerminalText.sanitize("x\(escape)[2J\u{301}y")), scalars("xy"), "a cut cluster's rest")
    }

    func test_sanitize_caretNotation_markAfterAControlDoesNotJoinTheNotation() {
        XCTAssertEqual(scalars(TerminalText.sanitize("x\u{07}\u{301}", controls: .caretNotation)), scalars("x^G"))
    }

    func test_sanitize_multiLine_tabBeforeAnEmojiModifierStaysSpaces() {
        let text = TerminalText.sanitize("\t\u{1F3FD}x\n\u{200B}\u{1F3FD}", layout: .multiLine(tabWidth: 4))
        XCTAssertEqual(scalars(text), scalars("    x\n\u{200B}"))
    }

    func test_sanitize_keepsCombiningAccentsAndEmoji() {
        XCTAssertEqual(TerminalText.sanitize("Cafe\u{301} 👩‍💻"), "Cafe\u{301} 👩‍💻")
    }
}
