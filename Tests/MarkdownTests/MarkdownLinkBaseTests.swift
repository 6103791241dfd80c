import XCTest

@testable import Markdown

/// Whether a link's address has a scheme, read from its bytes, is what reading its scalars answers.
final class MarkdownLinkBaseTests: XCTestCase {
    /// The scalar-by-scalar reading: a letter, then letters, digits, `+`, `.` or `-` up to a colon.
    private func hasSchemeByScalars(_ destination: String) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        guard let first = destination.unicodeScalars.first, isLetter(first) else { return false }
        for scalar in destination.unicodeScalars.dropFirst() {
            if scalar == ":" { return true }
            guard isLetter(scalar) || ("0"..."9").contains(scalar) || "+.-".unicodeScalars.contains(scalar) else {
                return false
            }
        }
        return false
    }

    func test_hasScheme_isTheScalarByScalarAnswer() {
        let pieces = ["a", "Z", "h", "9", "+", ".", "-", ":", "/", "#", "é", "\u{301}", "ａ", " ", "_", "日", "@"]
        var generator = SeededGenerator(seed: 2026_11_29_4)
        var destinations = ["https://x", "mailto:a@b", "data:x", "c++:x", "a.b-c+d:", "1http:", ":x", "", "é:", "ab"]
        for _ in 0..<20_000 {
            destinations.append(
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                    pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                }.joined())
        }
        for destination in destinations {
            XCTAssertEqual(
                MarkdownLinkBase.hasScheme(destination), hasSchemeByScalars(destination), destination.debugDescription)
        }
    }
}
