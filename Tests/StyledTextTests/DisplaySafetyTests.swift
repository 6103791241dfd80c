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

    /// ASCII text is filtered as bytes: the result must be what the scalar rules give, for every ASCII byte, with
    /// spacing kept or not, and around a scalar beyond ASCII (which takes the scalar path).
    func test_displayable_ofASCII_isWhatTheScalarRulesGive() {
        let everyByte = String(decoding: Array(UInt8(0)...0x7F), as: UTF8.self)
        var generator = SystemRandomNumberGenerator()
        let texts =
            [everyByte, "a\tb\r\nc\u{0B}d\u{0C}e\u{1B}[31m\u{7F}f", everyByte + "é"]
            + (0..<200).map { _ in
                String(
                    decoding: (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...0x7F) },
                    as: UTF8.self)
            }
        for text in texts {
            for keepsSpacing in [false, true] {
                let expected = String(
                    String.UnicodeScalarView(
                        text.unicodeScalars.compactMap { scalar in
                            if keepsSpacing, DisplaySafety.isSpacing(scalar) { return " " }
                            return DisplaySafety.isUnsafe(scalar) ? nil : scalar
                        }))
                XCTAssertEqual(
                    DisplaySafety.displayable(text, keepsSpacing: keepsSpacing), expected,
                    "\(text.debugDescription), keepsSpacing \(keepsSpacing)")
            }
        }
    }
}
