import StyledText
import XCTest

@testable import Markdown

/// `InlineScanIndex` answers exactly what a plain scan from the same position answers, on random texts made of the
/// characters its questions are about, whether it answers by a direct scan, by its index or by both, and in whatever
/// order it is asked.
final class InlineScanIndexTests: XCTestCase {
    private static let alphabet: [Character] = ["-", ">", "`", "(", ")", "\\", " ", "a", "!", "<"]

    /// Up to 40 characters, each one the questions are about.
    private func denseText(using generator: inout SeededGenerator) -> [Character] {
        (0..<Int.random(in: 0...40, using: &generator)).map { _ in
            Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &generator)]
        }
    }

    /// 300 to 500 characters, mostly `a`, one in a hundred one the questions are about: their answers lie beyond
    /// the 256 characters a direct scan looks at.
    private func sparseText(using generator: inout SeededGenerator) -> [Character] {
        (0..<Int.random(in: 300...500, using: &generator)).map { _ in
            Int.random(in: 0..<100, using: &generator) == 0
                ? Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &generator)] : "a"
        }
    }

    /// Calls `check` for 500 dense texts and 12 sparse ones, each with a fresh index: a dense text's questions are
    /// answered by direct scans until their budget runs out, then by the index; a sparse text's far answers by the
    /// index.
    private func forEachIndexedText(
        seed: UInt64,
        _ check: (_ characters: [Character], _ index: inout InlineScanIndex, _ generator: inout SeededGenerator) -> Void
    ) {
        var generator = SeededGenerator(seed: seed)
        for text in 0..<512 {
            let characters = text < 500 ? denseText(using: &generator) : sparseText(using: &generator)
            var index = InlineScanIndex(InlineText(String(characters)))
            check(characters, &index, &generator)
        }
    }

    func test_next_findsTheFirstOccurrenceAtOrAfterTheStart() {
        forEachIndexedText(seed: 19) { characters, index, generator in
            for needle in ["-->", ">", "`"] {
                for start in 0...characters.count {
                    XCTAssertEqual(
                        index.next(needle, from: start), Self.plainNext(needle, in: characters, from: start),
                        "\(String(characters)) \(needle) \(start)")
                }
            }
        }
    }

    func test_next_answersTheSameWhenAskedOutOfOrder() {
        forEachIndexedText(seed: 22) { characters, index, generator in
            for _ in 0..<20 {
                let needle = ["-->", ">", "`"][Int.random(in: 0..<3, using: &generator)]
                let start = Int.random(in: 0...characters.count, using: &generator)
                XCTAssertEqual(
                    index.next(needle, from: start), Self.plainNext(needle, in: characters, from: start),
                    "\(String(characters)) \(needle) \(start)")
            }
        }
    }

    private static func plainNext(_ needle: String, in characters: [Character], from start: Int) -> Int? {
        (start..<max(start, characters.count)).first { characters[$0...].starts(with: Array(needle)) }
    }

    func test_nextBacktickRun_findsTheFirstRunOfExactlyThatLength() {
        forEachIndexedText(seed: 20) { characters, index, generator in
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
                        index.nextBacktickRun(length: length, from: start), plain,
                        "\(String(characters)) \(length) \(start)")
                }
            }
        }
    }

    func test_unbalancedClosingParenthesis_isWhereADepthCountedFromTheStartGoesBelowZero() {
        forEachIndexedText(seed: 21) { characters, index, generator in
            let starts = (0...characters.count).filter { $0 == 0 || characters[$0 - 1] != "\\" }
            for start in starts.shuffled(using: &generator) {
                XCTAssertEqual(
                    index.unbalancedClosingParenthesis(from: start),
                    Self.firstEnd(in: characters, from: start, endingAtSpaces: false),
                    "\(String(characters)) \(start)")
            }
        }
    }

    /// A link destination ends at the first space, line feed or unbalanced `)`, whichever is first, found together in
    /// one scan or by the three questions apart; at the text's end when there is none. (Each `!` of the texts stands
    /// for a line feed here.)
    func test_destinationEnd_isTheFirstSpaceLineFeedOrUnbalancedParenthesis() {
        forEachIndexedText(seed: 23) { characters, _, generator in
            let characters = characters.map { $0 == "!" ? "\n" : $0 }
            var index = InlineScanIndex(InlineText(String(characters)))
            let starts = (0...characters.count).filter { $0 == 0 || characters[$0 - 1] != "\\" }
            for start in starts.shuffled(using: &generator) {
                XCTAssertEqual(
                    index.destinationEnd(from: start),
                    Self.firstEnd(in: characters, from: start, endingAtSpaces: true) ?? characters.count,
                    "\(String(characters).debugDescription) \(start)")
            }
        }
    }

    /// Where a walk over `characters` from `start` first meets a `)` that closes more than opened since `start`
    /// (backslash-escaped characters skipped) or, when `endingAtSpaces`, a space or line feed: what the index answers,
    /// found the plainest way.
    private static func firstEnd(in characters: [Character], from start: Int, endingAtSpaces: Bool) -> Int? {
        var depth = 0
        var position = start
        while position < characters.count {
            let character = characters[position]
            if character == "\\", position + 1 < characters.count,
                characters[position + 1].isPunctuation || characters[position + 1].isSymbol
            {
                position += 2
                continue
            }
            if endingAtSpaces, character == " " || character == "\n" { return position }
            if character == "(" { depth += 1 }
            if character == ")" {
                if depth == 0 { return position }
                depth -= 1
            }
            position += 1
        }
        return nil
    }
}
