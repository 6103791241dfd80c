import StyledText
import XCTest

@testable import Markdown

/// `InlineScanIndex` answers exactly what a plain scan from the same position answers, on random texts made of the
/// characters its questions are about.
final class InlineScanIndexTests: XCTestCase {
    /// SplitMix64, so a failure can be replayed from its seed.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    private static let alphabet: [Character] = ["-", ">", "`", "(", ")", "\\", " ", "a", "!", "<"]

    private func randomText(using generator: inout SeededGenerator) -> [Character] {
        (0..<Int.random(in: 0...40, using: &generator)).map { _ in
            Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &generator)]
        }
    }

    func test_next_findsTheFirstOccurrenceAtOrAfterTheStart() {
        var generator = SeededGenerator(state: 19)
        for _ in 0..<500 {
            let characters = randomText(using: &generator)
            var index = InlineScanIndex(InlineText(String(characters)))
            for needle in ["-->", ">", "`"] {
                for start in 0...characters.count {
                    let plain = (start..<max(start, characters.count)).first {
                        characters[$0...].starts(with: Array(needle))
                    }
                    XCTAssertEqual(index.next(needle, from: start), plain, "\(String(characters)) \(needle) \(start)")
                }
            }
        }
    }

    func test_nextBacktickRun_findsTheFirstRunOfExactlyThatLength() {
        var generator = SeededGenerator(state: 20)
        for _ in 0..<500 {
            let characters = randomText(using: &generator)
            var index = InlineScanIndex(InlineText(String(characters)))
            for length in 1...3 {
                for start in 0...characters.count where start == 0 || characters[start - 1] != "`" {
                    var plain: Int?
                    var position = start
                    while position < characters.count, plain == nil {
                        guard characters[position] == "`" else {
                            position += 1
                            continue
                        }
                        let run = characters[position...].prefix { $0 == "`" }.count
                        if run == length { plain = position }
                        position += run
                    }
                    XCTAssertEqual(
                        index.nextBacktickRun(length: length, from: start), plain, "\(String(characters)) \(length)")
                }
            }
        }
    }

    func test_unbalancedClosingParenthesis_isWhereADepthCountedFromTheStartGoesBelowZero() {
        var generator = SeededGenerator(state: 21)
        for _ in 0..<500 {
            let characters = randomText(using: &generator)
            var index = InlineScanIndex(InlineText(String(characters)))
            for start in 0...characters.count where start == 0 || characters[start - 1] == " " {
                var plain: Int?
                var depth = 0
                var position = start
                while position < characters.count, plain == nil {
                    let character = characters[position]
                    if character == "\\", position + 1 < characters.count,
                        characters[position + 1].isPunctuation || characters[position + 1].isSymbol
                    {
                        position += 2
                        continue
                    }
                    if character == "(" { depth += 1 }
                    if character == ")" {
                        if depth == 0 { plain = position }
                        depth -= 1
                    }
                    position += 1
                }
                XCTAssertEqual(index.unbalancedClosingParenthesis(from: start), plain, "\(String(characters)) \(start)")
            }
        }
    }
}
