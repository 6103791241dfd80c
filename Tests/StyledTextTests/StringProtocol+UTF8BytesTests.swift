import StyledText
import XCTest

final class StringProtocolUTF8BytesTests: XCTestCase {
    func test_isPrintableASCII_holdsForSpaceThroughTilde() {
        let text = String(decoding: UInt8(0x20)...0x7E, as: UTF8.self)

        XCTAssertTrue(text.isPrintableASCII)
        XCTAssertTrue(text.dropFirst().isPrintableASCII)
    }

    func test_isPrintableASCII_failsOnAControlDeleteOrNonASCIIByte() {
        for text in ["a\u{1F}b", "a\u{7F}b", "a\tb", "café"] {
            XCTAssertFalse(text.isPrintableASCII, text.debugDescription)
            XCTAssertFalse(text.dropFirst().isPrintableASCII, text.debugDescription)
        }
    }
}
