import XCTest

@testable import Terminal

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
}
