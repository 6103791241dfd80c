import Foundation
import XCTest

@testable import StyledText

final class DisplayWidthTests: XCTestCase {
    func test_of_asciiLetterIsOneColumn() {
        XCTAssertEqual(DisplayWidth.of("a" as Character), 1)
    }

    func test_of_cjkIdeographIsTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("漢" as Character), 2)
    }

    func test_of_hangulSyllableIsTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("한" as Character), 2)
    }

    func test_of_fullwidthLatinIsTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("Ａ" as Character), 2)
    }

    func test_of_halfwidthKatakanaIsOneColumn() {
        XCTAssertEqual(DisplayWidth.of("ｱ" as Character), 1)
    }

    func test_of_emojiIsTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("🚀" as Character), 2)
    }

    func test_of_zeroWidthJoinerSequenceIsTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("👩‍👩‍👧‍👦" as Character), 2)
    }

    func test_of_flagIsTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("🇯🇵" as Character), 2)
    }

    func test_of_skinToneModifiedEmojiIsTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("👍🏽" as Character), 2)
    }

    func test_of_textStyleSymbolWithEmojiSelectorIsTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("❤️" as Character), 2)
    }

    func test_of_keycapIsTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("1️⃣" as Character), 2)
    }

    func test_of_textStyleSymbolAloneIsOneColumn() {
        XCTAssertEqual(DisplayWidth.of("©" as Character), 1)
    }

    func test_of_letterWithCombiningAccentIsOneColumn() {
        XCTAssertEqual(DisplayWidth.of("e\u{301}" as Character), 1)
    }

    func test_of_loneCombiningMarkIsZeroColumns() {
        XCTAssertEqual(DisplayWidth.of("\u{301}" as Character), 0)
    }

    func test_of_zeroWidthJoinerAloneIsZeroColumns() {
        XCTAssertEqual(DisplayWidth.of("\u{200D}" as Character), 0)
    }

    func test_of_variationSelectorAloneIsZeroColumns() {
        XCTAssertEqual(DisplayWidth.of("\u{FE0F}" as Character), 0)
    }

    func test_of_stringSumsItsGraphemeClusters() {
        XCTAssertEqual(DisplayWidth.of("ab漢字🚀e\u{301}"), 9)
    }

    func test_of_substringIsMeasuredToo() {
        let text = "漢字abc"
        XCTAssertEqual(DisplayWidth.of(text.prefix(2)), 4)
    }

    func test_of_clusterStartingWithAPrependMark_isNeverNarrowerThanItsContent() {
        XCTAssertEqual(Array("\u{600}1").count, 1, "U+0600 prepends to the digit: one cluster")
        XCTAssertEqual(DisplayWidth.of("\u{600}1"), 2)
        XCTAssertEqual(DisplayWidth.of("\u{D4E}\u{D15}"), 2)
        XCTAssertEqual(DisplayWidth.of("\u{600}漢"), 3)
        XCTAssertEqual(DisplayWidth.of("\u{600}123"), 4)
    }

    func test_of_unicode14WideRanges_areTwoColumns() {
        let scalars: [UInt32] = [0x16FF0, 0x16FF1] + Array(0x18D00...0x18D08) + Array(0x1AFF0...0x1AFFE)
        for value in scalars {
            let scalar = Unicode.Scalar(value)!
            XCTAssertEqual(DisplayWidth.of(Character(scalar)), 2, String(value, radix: 16))
        }
    }

    func test_of_hangulJamoSequence_isTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}"), 2)
        XCTAssertEqual(DisplayWidth.of("\u{A960}\u{D7B0}"), 2)
    }

    /// Every code point Unicode's East Asian Width data (as the Python running the fake API knows it) marks Wide or
    /// Fullwidth measures two columns, unless it is a mark or format character that draws nothing by itself.
    func test_wideRanges_coverEveryWideOrFullwidthCodePointOfTheEastAsianWidthData() throws {
        let script = """
            import unicodedata
            print(" ".join(format(c, "x") for c in range(0x110000)
                if unicodedata.category(chr(c)) not in ("Cn", "Mn", "Me", "Cf")
                and unicodedata.east_asian_width(chr(c)) in ("W", "F")))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let values = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
            UInt32($0.trimmingCharacters(in: .whitespacesAndNewlines), radix: 16)
        }
        XCTAssertGreaterThan(values.count, 100_000)
        let narrow = values.filter { value in
            guard let scalar = Unicode.Scalar(value), !scalar.properties.isVariationSelector else { return false }
            return DisplayWidth.of(Character(scalar)) < 2
        }
        XCTAssertEqual(narrow.map { String($0, radix: 16) }, [])
    }

    /// Property: over random clusters built from wide, narrow, combining, prepend, format and emoji scalars, a
    /// cluster is never narrower than its widest scalar, never zero when it holds a visible scalar, and a string
    /// measures the sum of its clusters.
    func test_property_widthNeverUndercounts() {
        let pool: [Unicode.Scalar] = [
            "a", "Z", "1", "漢", "한", "Ａ", "\u{16FF0}", "\u{18D00}", "\u{1AFF0}", "\u{301}", "\u{20DD}", "\u{200D}",
            "\u{FE0F}", "\u{600}", "\u{D4E}", "\u{D15}", "\u{93F}", "\u{915}", "\u{94D}", "\u{1100}", "\u{1161}",
            "\u{11A8}", "🚀", "👍", "\u{1F3FD}", "é", "\u{200B}", "\u{AD}", "ｱ", "€",
        ]
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                text.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
            }
            let string = String(text)
            var sum = 0
            for character in string {
                let width = DisplayWidth.of(character)
                let widest = character.unicodeScalars.map { DisplayWidth.of($0) }.max() ?? 0
                XCTAssertGreaterThanOrEqual(width, widest, "\(character.unicodeScalars.map { $0.value })")
                sum += width
            }
            XCTAssertEqual(DisplayWidth.of(string), sum)
        }
    }

    func test_isDisputed_emojiAndMultiScalarClustersOnly() {
        for disputed: Character in ["❤\u{FE0F}\u{FE0F}", "❤", "👍🏽", "🇯🇵", "👩‍💻", "1\u{FE0F}\u{20E3}", "e\u{301}", "©"] {
            XCTAssertTrue(DisplayWidth.isDisputed(disputed), "\(disputed.unicodeScalars.map(\.value))")
        }
        for settled: Character in ["a", " ", "漢", "…", "é", "·", "→"] {
            XCTAssertFalse(DisplayWidth.isDisputed(settled), "\(settled.unicodeScalars.map(\.value))")
        }
    }

    func test_simpleWidth_agreesWithTheTables_andEachSuchScalarIsAClusterOfItsOwn() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let width = DisplayWidth.simpleWidth(of: scalar) else { continue }
            let character = Character(scalar)
            XCTAssertEqual(width, DisplayWidth.of(character), "U+\(String(value, radix: 16))")
            // `#`, `*` and the digits are emoji only as keycaps, with a selector and U+20E3 after them (not simple).
            XCTAssertFalse(scalar.properties.isEmoji && !scalar.isASCII, "U+\(String(value, radix: 16))")
            for neighbour in ["a", "\u{2502}", "中", "\u{AC00}"] {
                XCTAssertEqual((String(scalar) + neighbour).count, 2, "U+\(String(value, radix: 16)) \(neighbour)")
                XCTAssertEqual((neighbour + String(scalar)).count, 2, "\(neighbour) U+\(String(value, radix: 16))")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 39_000)
    }

    /// The simple width of a text read from its bytes is what asking each scalar gives: the sum of their simple
    /// widths, or `nil` when any scalar has none.
    func test_simpleWidthOfText_isTheSumOverItsScalars_orNilWhenOneIsNotSimple() {
        let pool: [Unicode.Scalar] = [
            "a", " ", "~", "\u{7F}", "\u{1F}", "\t", "\n", "\u{A0}", "\u{A9}", "\u{AD}", "é", "\u{2FF}", "\u{300}",
            "\u{301}", "\u{2010}", "\u{2026}", "\u{2028}", "\u{2500}", "\u{257F}", "\u{2580}", "\u{3000}", "\u{302A}",
            "中", "\u{9FFF}", "\u{AC00}", "\u{D7A3}", "\u{D7A4}", "\u{FF01}", "\u{FF60}", "\u{FF61}", "\u{FFFD}",
            "🚀", "\u{10000}", "\u{200B}", "\u{202E}",
        ]
        func scalarByScalar(_ text: String) -> Int? {
            var total = 0
            for scalar in text.unicodeScalars {
                guard let width = DisplayWidth.simpleWidth(of: scalar) else { return nil }
                total += width
            }
            return total
        }
        var generator = SeededGenerator(seed: 29)
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                text.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
            }
            let string = String(text)
            XCTAssertEqual(
                DisplayWidth.simpleWidth(of: string), scalarByScalar(string), "\(string.unicodeScalars.map(\.value))")
        }
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(DisplayWidth.simpleWidth(of: String(scalar)), DisplayWidth.simpleWidth(of: scalar))
        }
    }

    func test_of_textOfSimpleScalars_isTheSumOfTheirWidths_andOtherTextIsMeasuredByCluster() {
        XCTAssertEqual(DisplayWidth.of("a │ 中文 – é"), 12)
        XCTAssertEqual(DisplayWidth.of("e\u{301}│"), 2)
        XCTAssertEqual(DisplayWidth.of("©\u{FE0F}│"), 3)
    }
}
