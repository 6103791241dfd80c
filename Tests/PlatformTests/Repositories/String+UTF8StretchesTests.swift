import XCTest

@testable import Platform

/// Text decoded a stretch of ASCII at a time is the text decoded whole, ill-formed sequences repaired alike, whether
/// its stretches of ASCII are long enough to be decoded apart or not.
final class StringUTF8StretchesTests: XCTestCase {
    private func decoded(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer(String.init(decodingUTF8InStretches:))
    }

    func test_decodedInStretches_isDecodedWhole_forWellFormedAndIllFormedBytes() {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("plain ASCII words ".utf8),
            Array(String(repeating: "long stretch ", count: 12).utf8),
            Array("é".utf8), Array("中".utf8), Array("👍🏽".utf8),
            [0xC3], [0xA9], [0xE4, 0xB8], [0xF0, 0x9F], [0xFF], [0xED, 0xA0, 0x80], [0x80, 0x80], [0x00], [0x7F],
        ]
        var state: UInt64 = 2_026_112_909
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<20_000 {
            let bytes = (0..<random(16)).flatMap { _ in pieces[random(pieces.count)] }
            let whole = String(decoding: bytes, as: UTF8.self)
            let inStretches = decoded(bytes)
            XCTAssertEqual(Array(inStretches.utf8), Array(whole.utf8), "\(bytes)")
        }
        XCTAssertEqual(decoded([]), "")
        XCTAssertEqual(decoded(Array("all ASCII, longer than a word".utf8)), "all ASCII, longer than a word")
    }
}
