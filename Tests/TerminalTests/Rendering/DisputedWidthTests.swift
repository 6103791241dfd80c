import StyledText
import XCTest

@testable import Terminal

/// Terminals disagree about how wide some clusters are (emoji with variation selectors, ZWJ sequences, flags): the
/// screen must stay clean whatever the terminal decides. Frames are rendered into a terminal whose width table
/// differs from the program's, and every cell is checked: each character the program placed is where it placed it,
/// and nothing is left on screen that the frame does not hold.
final class DisputedWidthTests: XCTestCase {
    private let size = TerminalSize(rows: 4, columns: 24)

    /// Width tables of terminals that disagree with `DisplayWidth` about disputed clusters.
    private let terminals: [(name: String, width: (Character) -> Int)] = [
        ("agreeing", { DisplayWidth.of($0) }),
        ("narrower", { DisplayWidth.isDisputed($0) ? 1 : DisplayWidth.of($0) }),
        ("wider", { DisplayWidth.isDisputed($0) ? DisplayWidth.of($0) + 1 : DisplayWidth.of($0) }),
        (
            "per scalar",
            { character in
                DisplayWidth.isDisputed(character)
                    ? max(1, character.unicodeScalars.reduce(0) { $0 + min(2, max(0, DisplayWidth.of($1))) })
                    : DisplayWidth.of(character)
            }
        ),
    ]

    private let pieces = [
        "ab", "via", " ", "GitHub", "❤\u{FE0F}\u{FE0F}", "❤", "👍🏽", "🇯🇵", "👩‍💻", "1\u{FE0F}\u{20E3}", "e\u{301}", "漢字",
        "…", "©", "x",
    ]

    /// Checks that `emulator` shows `frame` cleanly: every character outside disputed clusters where the frame has
    /// it, and every other cell blank or part of a disputed glyph the frame holds.
    private func assertClean(
        _ emulator: TerminalEmulator, _ frame: ScreenBuffer, _ context: String, line: UInt = #line
    ) {
        for row in 0..<size.rows {
            var disputedGlyphs: Set<Character> = []
            for column in 0..<size.columns where DisplayWidth.isDisputed(frame[row, column].character) {
                disputedGlyphs.insert(frame[row, column].character)
            }
            for column in 0..<size.columns {
                var lead = column
                while lead > 0, frame[row, lead].isContinuation { lead -= 1 }
                let placed = frame[row, lead].character
                let shown = emulator.cells[row][column]
                let glyph = shown.glyphStart.flatMap { emulator.cells[row][$0].character }
                let place = "\(context) row \(row) column \(column)"
                if !DisplayWidth.isDisputed(placed), placed != " " {
                    XCTAssertEqual(shown.glyphStart, lead, place, line: line)
                    XCTAssertEqual(glyph, placed, place, line: line)
                } else if let glyph, glyph != " " {
                    XCTAssertTrue(disputedGlyphs.contains(glyph), "\(place): stale '\(glyph)'", line: line)
                }
            }
        }
    }

    private func frame(_ rowTexts: [String]) -> ScreenBuffer {
        var frame = ScreenBuffer(size: size)
        for (row, text) in rowTexts.enumerated() {
            frame.write(text, row: row, column: 0, style: row == 1 ? .selection : .plain)
        }
        return frame
    }

    func test_theIssuesRow_leavesNoStrayCharacterAfterARedraw() {
        let first = frame(["Made via ❤\u{FE0F}\u{FE0F} GitHub", "", "", ""])
        let second = frame(["Made via GitHub", "", "", ""])
        for terminal in terminals {
            var emulator = TerminalEmulator(rows: size.rows, columns: size.columns, width: terminal.width)
            var renderer = FrameRenderer(colorMode: .enabled)
            emulator.feed(renderer.render(first))
            assertClean(emulator, first, terminal.name)
            emulator.feed(renderer.render(second))
            assertClean(emulator, second, terminal.name)
            let shown = emulator.cells[0].map { $0.character.map(String.init) ?? ($0.glyphStart == nil ? " " : "") }
            XCTAssertEqual(shown.joined().trimmingCharacters(in: .whitespaces), "Made via GitHub", terminal.name)
        }
    }

    func test_randomFrames_stayCleanWhateverTheTerminalsWidths() {
        for seed: UInt64 in [0x5EED, 1, 2, 3, 4, 5, 6, 7] {
            assertRandomFramesStayClean(seed: seed)
        }
    }

    private func assertRandomFramesStayClean(seed: UInt64) {
        var generator = ReplayableRandom(seed: seed)
        for terminal in terminals {
            var emulator = TerminalEmulator(rows: size.rows, columns: size.columns, width: terminal.width)
            var renderer = FrameRenderer(colorMode: .enabled)
            var rows = Array(repeating: "", count: size.rows)
            for step in 0..<400 {
                let row = Int(generator.next() % UInt64(size.rows))
                rows[row] = (0..<Int(generator.next() % 9)).map { _ in
                    pieces[Int(generator.next() % UInt64(pieces.count))]
                }.joined()
                let next = frame(rows)
                if step % 97 == 0 { renderer.invalidate() }
                emulator.feed(renderer.render(next))
                assertClean(emulator, next, "\(terminal.name) seed \(seed) step \(step)")
            }
        }
    }
}

/// A small deterministic generator (a 64-bit linear congruential one), so a failing case can be replayed.
private struct ReplayableRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next number; its high bits, which are the well-mixed ones.
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
