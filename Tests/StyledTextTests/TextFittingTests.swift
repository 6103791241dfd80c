import XCTest

@testable import StyledText

final class TextFittingTests: XCTestCase {
    func test_truncated_leavesFittingTextUnchanged() {
        XCTAssertEqual(TextFitting.truncated("swift", toWidth: 5), "swift")
    }

    func test_truncated_endsWithEllipsisWithinWidth() {
        XCTAssertEqual(TextFitting.truncated("repository", toWidth: 5), "repo…")
    }

    func test_truncated_toZeroWidthIsEmpty() {
        XCTAssertEqual(TextFitting.truncated("abc", toWidth: 0), "")
    }

    func test_truncated_toOneColumnIsJustTheEllipsis() {
        XCTAssertEqual(TextFitting.truncated("abc", toWidth: 1), "…")
    }

    func test_truncated_neverSplitsAWideCharacter() {
        let text = TextFitting.truncated("漢字漢字", toWidth: 4)
        XCTAssertEqual(text, "漢…")
        XCTAssertLessThanOrEqual(DisplayWidth.of(text), 4)
    }

    func test_truncated_neverSplitsAnEmojiSequence() {
        XCTAssertEqual(TextFitting.truncated("👩‍💻👩‍💻x", toWidth: 4), "👩‍💻…")
    }

    func test_truncated_keepsCombiningAccentWithItsLetter() {
        XCTAssertEqual(TextFitting.truncated("cafe\u{301}st", toWidth: 5), "cafe\u{301}…")
    }

    func test_truncated_neverJoinsTheEllipsisToAPrependCharacter() {
        let text = TextFitting.truncated("a\u{600}\u{2028}b", toWidth: 3)
        XCTAssertEqual(Array(text.unicodeScalars), Array("a…".unicodeScalars))
    }

    func test_fitted_paddingNeverJoinsASanitisedPrependCharacter() {
        let text = TextFitting.fitted(TerminalText.sanitize("a \u{1100}\u{110BD}"), toWidth: 6)
        XCTAssertEqual(
            text.map { Array($0.unicodeScalars) }, ["a", " ", "\u{1100}", " ", " "].map { Array($0.unicodeScalars) })
    }

    func test_padded_addsSpacesAfterText() {
        XCTAssertEqual(TextFitting.padded("ab", toWidth: 4), "ab  ")
    }

    func test_padded_trailingAlignmentAddsSpacesBefore() {
        XCTAssertEqual(TextFitting.padded("42", toWidth: 5, alignment: .trailing), "   42")
    }

    func test_padded_countsWideCharactersAsTwo() {
        XCTAssertEqual(TextFitting.padded("漢", toWidth: 3), "漢 ")
    }

    func test_fitted_replacesWideCharacterThatDoesNotFitWithPadding() {
        let text = TextFitting.fitted("漢字漢字", toWidth: 4)
        XCTAssertEqual(text, "漢… ")
        XCTAssertEqual(DisplayWidth.of(text), 4)
    }

    func test_fitted_isAlwaysExactlyTheWidth() {
        for width in 0...8 {
            XCTAssertEqual(DisplayWidth.of(TextFitting.fitted("a漢🇯🇵e\u{301}字", toWidth: width)), width)
        }
    }
}
