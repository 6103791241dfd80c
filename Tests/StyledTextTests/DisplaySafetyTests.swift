import StyledText
import XCTest

/// `DisplaySafety` names the scalars that must not reach a row; its list is written out, so it is held to
/// Unicode's own properties here.
final class DisplaySafetyTests: XCTestCase {
    func test_isUnsafe_holdsEveryBidiControlOfUnicodesTable() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isBidiControl else { continue }
            XCTAssertTrue(DisplaySafety.isUnsafe(scalar), "U+\(String(value, radix: 16))")
        }
    }

    func test_isUnsafe_keepsJoinersSelectorsAndVisibleFormatCharacters() {
        for scalar in ["\u{200D}", "\u{FE0F}", "\u{0600}", "\u{200B}", "│", "中"].flatMap(\.unicodeScalars) {
            XCTAssertFalse(DisplaySafety.isUnsafe(scalar), "U+\(String(scalar.value, radix: 16))")
        }
    }
}
