import Foundation
import XCTest

@testable import Platform

final class WrappedBase64Tests: XCTestCase {
    /// What `WrappedBase64` decodes `encoded` to, or `nil`.
    private func decoded(_ encoded: String) -> [UInt8]? {
        let bytes = Array(encoded.utf8)
        var output = [UInt8](repeating: 0, count: WrappedBase64.maximumDecodedCount(ofEncoded: bytes.count))
        let count = bytes.withUnsafeBufferPointer { encoded in
            output.withUnsafeMutableBufferPointer { WrappedBase64.decode(encoded, into: $0) }
        }
        return count.map { Array(output.prefix($0)) }
    }

    func test_groups_decodeAsFoundationDecodesThem() {
        XCTAssertEqual(decoded(""), [])
        XCTAssertEqual(decoded("YWJj"), Array("abc".utf8))
        XCTAssertEqual(decoded("YWI="), Array("ab".utf8))
        XCTAssertEqual(decoded("YQ=="), Array("a".utf8))
        XCTAssertEqual(decoded("YR=="), Array("a".utf8), "bits a closing group leaves over are ignored")
        XCTAssertEqual(decoded("+/+/"), [0xFB, 0xFF, 0xBF])
    }

    func test_lineBreaks_arePassedOverWhereverTheyStand() {
        XCTAssertEqual(decoded("YW\nJj\n"), Array("abc".utf8))
        XCTAssertEqual(decoded("\r\nY\rW\nI\r\n=\n"), Array("ab".utf8))
        XCTAssertEqual(decoded("YQ=\n="), Array("a".utf8))
        XCTAssertEqual(decoded("\n\n"), [])
    }

    func test_anythingElse_isNotBase64() {
        for encoded in [
            "YQ", "YQ=", "YWJ", "Y===", "====", "YW=j", "YQ==YQ==", "YQ==\nYQ==", "YW Jj", "YWJj\t", "YW-j", "YW_j",
            "%%%not base64", "YWJjé", "\u{0}AAA",
        ] {
            XCTAssertNil(decoded(encoded), encoded.debugDescription)
        }
    }

    func test_anyBytes_wrappedAsGitHubWrapsThem_decodeToThemselves() {
        var generator = XorshiftGenerator(seed: 41)
        for length in [0, 1, 2, 3, 4, 44, 45, 46, 47, 1_000, 4_097] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let plain = Data(bytes).base64EncodedString()
            // The last, one line with no break, leaves the output no byte to spare.
            for (lineLength, lineBreak) in [(60, "\n"), (76, "\r\n"), (7, "\r"), (plain.count, "")] {
                var wrapped = ""
                var rest = Substring(plain)
                while !rest.isEmpty {
                    wrapped += rest.prefix(lineLength) + lineBreak
                    rest = rest.dropFirst(lineLength)
                }
                XCTAssertEqual(decoded(wrapped), bytes, "\(length) bytes, lines of \(lineLength)")
            }
        }
    }
}
