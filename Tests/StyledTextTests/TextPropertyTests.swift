import XCTest

@testable import StyledText

/// Sanitising, truncation and wrapping as exact functions, checked on generated hostile text (`HostileTextGenerator`,
/// one seed per case, named in every failure so it can be replayed).
///
/// Cluster preservation, precisely: every grapheme cluster of the output, compared scalar by scalar, is a cluster
/// of the input, or one the function puts there itself: a space, a line break (multi-line layout), `…`
/// (truncation, and wrapping a cluster wider than the line), or one printable ASCII character of caret notation. So
/// no output cluster is two input clusters merged, a piece of one, or one with a neighbour's mark attached.
final class TextPropertyTests: XCTestCase {
    private static let cases = 3_000

    private static let settings: [(TerminalText.Layout, TerminalText.ControlDisplay)] = [
        (.singleLine, .removed), (.singleLine, .caretNotation), (.multiLine(tabWidth: 4), .removed),
        (.multiLine(tabWidth: 3), .caretNotation),
    ]

    /// The clusters a function may put in that were not in its input.
    private static func added(caretNotation: Bool) -> Set<[Unicode.Scalar]> {
        var added: Set<[Unicode.Scalar]> = [[" "], ["\n"], ["…"]]
        if caretNotation {
            for value in UInt8(0x3F)...UInt8(0x5F) { added.insert([Unicode.Scalar(value)]) }
            added.insert(["^"])
        }
        return added
    }

    private func assertClustersPreserved(
        _ output: String, from input: String, caretNotation: Bool, _ context: @autoclosure () -> String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let allowed = Set(clusters(of: input)).union(Self.added(caretNotation: caretNotation))
        for cluster in clusters(of: output) where !allowed.contains(cluster) {
            XCTFail(
                "cluster \(replayable(String(String.UnicodeScalarView(cluster)))) is not the input's: \(context())",
                file: file, line: line)
        }
    }

    func test_sanitize_isIdempotent() {
        for seed in 0..<UInt64(Self.cases) {
            var generator = HostileTextGenerator(seed: seed)
            let text = generator.text()
            for (layout, controls) in Self.settings {
                let once = TerminalText.sanitize(text, layout: layout, controls: controls)
                let twice = TerminalText.sanitize(once, layout: layout, controls: controls)
                XCTAssertEqual(
                    Array(twice.unicodeScalars), Array(once.unicodeScalars),
                    "seed \(seed), \(layout), \(controls): \(replayable(text)) -> \(replayable(once))")
            }
        }
    }

    func test_sanitize_keepsEveryClusterWholeAndAddsOnlyItsOwn() {
        for seed in 0..<UInt64(Self.cases) {
            var generator = HostileTextGenerator(seed: seed)
            let text = generator.text()
            for (layout, controls) in Self.settings {
                let output = TerminalText.sanitize(text, layout: layout, controls: controls)
                assertClustersPreserved(
                    output, from: text, caretNotation: controls == .caretNotation,
                    "seed \(seed), \(layout), \(controls): \(replayable(text)) -> \(replayable(output))")
            }
        }
    }

    /// The result can be cut between any two clusters, padded, indented or followed by `…` without its clusters
    /// changing: no cluster would attach to a space before it or take in a space after it.
    func test_sanitize_everyClusterStaysWholeBetweenSpaces() {
        for seed in 0..<UInt64(Self.cases) {
            var generator = HostileTextGenerator(seed: seed)
            let text = generator.text()
            for (layout, controls) in Self.settings {
                let output = TerminalText.sanitize(text, layout: layout, controls: controls)
                for cluster in output where cluster != "\n" {
                    XCTAssertEqual(
                        clusters(of: " \(cluster) ").count, 3,
                        "seed \(seed), \(layout), \(controls): \(replayable(text)) -> \(replayable(output))")
                }
            }
        }
    }

    /// Multi-line text without a control to filter is sanitised line by line; the result must be the one the writer
    /// gives for the whole text (tabs, carriage returns, marks and prepend characters at line ends included).
    func test_sanitizeMultiLine_withoutControls_equalsTheWholeTextWritten() {
        for seed in 0..<UInt64(Self.cases) {
            var generator = HostileTextGenerator(seed: seed)
            let text =
                String(
                    String.UnicodeScalarView(
                        generator.text().unicodeScalars.filter {
                            !(TerminalText.isControl($0) && !TerminalText.isLayoutWhitespace($0))
                                && !TerminalText.isBidirectionalControl($0)
                        })) + "\ta\u{0301}\n\u{0301}b\r\nc"
            // Also among lines of printable ASCII, copied together between the lines that are written.
            let amongPlainLines = "a plain line of text\n\nand another\n" + text + "\nplain again\n\tx\n\nlast"
            for text in [text, amongPlainLines] {
                for controls in [TerminalText.ControlDisplay.removed, .caretNotation] {
                    let layout = TerminalText.Layout.multiLine(tabWidth: 4)
                    XCTAssertEqual(
                        Array(TerminalText.sanitize(text, layout: layout, controls: controls).unicodeScalars),
                        Array(TerminalText.written(text, layout: layout, controls: controls).finish().unicodeScalars),
                        "seed \(seed), \(controls): \(replayable(text))")
                }
            }
        }
    }

    func test_sanitize_leavesNoControlOrBidirectionalControl() {
        for seed in 0..<UInt64(Self.cases) {
            var generator = HostileTextGenerator(seed: seed)
            let text = generator.text()
            for (layout, controls) in Self.settings {
                let output = TerminalText.sanitize(text, layout: layout, controls: controls)
                let unsafe = output.unicodeScalars.filter { scalar in
                    (TerminalText.isControl(scalar) && scalar != "\n") || TerminalText.isBidirectionalControl(scalar)
                        || scalar == "\u{2028}"
                }
                XCTAssertTrue(unsafe.isEmpty, "seed \(seed): \(replayable(text)) -> \(replayable(output))")
                if case .singleLine = layout {
                    XCTAssertFalse(output.contains("\n"), "seed \(seed): \(replayable(output))")
                    XCTAssertFalse(output.unicodeScalars.contains { $0 == "\n" }, "seed \(seed)")
                    let scalars = Array(output.unicodeScalars)
                    let hasDoubleSpace = zip(scalars, scalars.dropFirst()).contains { $0 == " " && $1 == " " }
                    XCTAssertFalse(
                        scalars.first == " " || scalars.last == " " || hasDoubleSpace,
                        "seed \(seed): \(replayable(text)) -> \(replayable(output))")
                }
            }
        }
    }

    func test_truncatedAndFitted_fitTheWidthAndKeepClustersWhole() {
        for seed in 0..<UInt64(Self.cases) {
            var generator = HostileTextGenerator(seed: seed)
            let text = TerminalText.sanitize(generator.text())
            let width = Int.random(in: 0...12, using: &generator)
            let context = "seed \(seed), width \(width): \(replayable(text))"
            let truncated = TextFitting.truncated(text, toWidth: width)
            XCTAssertLessThanOrEqual(DisplayWidth.of(truncated), width, context)
            XCTAssertEqual(truncated.reduce(0) { $0 + DisplayWidth.of($1) }, DisplayWidth.of(truncated), context)
            assertClustersPreserved(truncated, from: text, caretNotation: false, context)
            let fitted = TextFitting.fitted(text, toWidth: width)
            XCTAssertEqual(DisplayWidth.of(fitted), width, context)
            assertClustersPreserved(fitted, from: text, caretNotation: false, context)
            let trailing = TextFitting.fitted(text, toWidth: width, alignment: .trailing)
            assertClustersPreserved(trailing, from: text, caretNotation: false, context)
        }
    }

    func test_wrap_fitsTheWidthAndKeepsClustersWhole() {
        for seed in 0..<UInt64(Self.cases) {
            var generator = HostileTextGenerator(seed: seed)
            let text = TerminalText.sanitize(generator.text(maximumPieces: 24), layout: .multiLine(tabWidth: 4))
            let width = Int.random(in: 1...12, using: &generator)
            let context = "seed \(seed), width \(width): \(replayable(text))"
            for row in TextWrapping.wrap(text, toWidth: width) {
                XCTAssertLessThanOrEqual(DisplayWidth.of(row), width, "\(context) row \(replayable(row))")
                XCTAssertFalse(row.hasSuffix(" "), "\(context) row \(replayable(row))")
                assertClustersPreserved(row, from: text, caretNotation: false, "\(context) row \(replayable(row))")
            }
        }
    }
}
