import Foundation
import XCTest

@testable import Platform

final class TokenRedactionTests: XCTestCase {
    private let token = "ghp_secret42"

    private func redacted(_ text: String) throws -> String {
        let redaction = try XCTUnwrap(TokenRedaction(token: token))
        return String(decoding: redaction.redacting(Data(text.utf8)), as: UTF8.self)
    }

    /// `token` with the characters at `positions` written as JSON `\uXXXX` escapes.
    private func escaping(_ positions: Set<Int>, uppercase: Bool = false) -> String {
        token.utf8.enumerated().map { index, byte in
            guard positions.contains(index) else { return String(UnicodeScalar(byte)) }
            let hex = String(byte, radix: 16)
            return "\\u00" + (uppercase ? hex.uppercased() : hex)
        }.joined()
    }

    func test_noToken_redactsNothing() {
        XCTAssertNil(TokenRedaction(token: nil))
        XCTAssertNil(TokenRedaction(token: ""))
    }

    func test_plainToken_isReplacedEverywhere() throws {
        XCTAssertEqual(try redacted("a \(token) b \(token)\(token)"), "a [redacted] b [redacted][redacted]")
    }

    func test_tokenWithEscapedCharacters_isReplaced() throws {
        for positions in [Set([0]), [3], [11], Set(0..<12), [1, 5, 9]] {
            let body = #"{"description": "say \#(escaping(positions))!"}"#
            XCTAssertEqual(try redacted(body), #"{"description": "say [redacted]!"}"#, "\(positions)")
        }
        XCTAssertEqual(try redacted(escaping([2, 4], uppercase: true)), "[redacted]")
    }

    func test_redactedJSON_stillDecodesToTheReplacement() throws {
        let body = #"{"description": "\#(escaping([0, 6]))"}"#
        let value = try JSONSerialization.jsonObject(with: Data(try redacted(body).utf8)) as? [String: String]
        XCTAssertEqual(value?["description"], "[redacted]")
    }

    func test_nearMisses_areKept() throws {
        let others = [
            "ghp_secret4", "ghp_secret43", "\\u0068hp_secret42", "\\u067hp_secret42", "ghp_\\u00e9ecret42",
            "\\ghp_secret4", "GHP_SECRET42",
        ]
        for text in others {
            XCTAssertEqual(try redacted(text), text)
        }
    }

    func test_escapeCutShortAtTheEnd_isKept() throws {
        XCTAssertEqual(try redacted("ghp_secret4\\u003"), "ghp_secret4\\u003")
    }

    func test_dataSlice_isRedactedFromItsOwnStart() throws {
        let redaction = try XCTUnwrap(TokenRedaction(token: token))
        let whole = Data("skip:a \(token) b".utf8)
        let slice = whole[whole.startIndex + 5..<whole.endIndex]
        XCTAssertEqual(String(decoding: redaction.redacting(slice), as: UTF8.self), "a [redacted] b")
    }

    func test_decodedText_isRedactedToo() throws {
        let redaction = try XCTUnwrap(TokenRedaction(token: token))
        XCTAssertEqual(redaction.redacting("Bearer \(token)."), "Bearer [redacted].")
    }

    func test_bytesOfDecodedText_areRedactedAsTheBytesAre() throws {
        let redaction = try XCTUnwrap(TokenRedaction(token: token))
        for text in [
            "no token here", "a \(token) b", "é \(escaping([0, 3])) ü", "[\"\(token)\"]", "\\\(escaping([1]))",
        ] {
            XCTAssertEqual(
                redaction.redacting(bytesOf: text), try redacted(text), text.debugDescription)
        }
    }

    func test_escapedBackslashThenText_isNotAnEscape_andNothingChanges() throws {
        let body = #"{"a": "\\u0067hp_secret42"}"#

        XCTAssertEqual(try redacted(body), body)
    }

    func test_escapedBackslashThenAnEscapedToken_keepsTheBackslash() throws {
        let body = #"{"a": "\\\u0067hp_secret42"}"#

        XCTAssertEqual(try redacted(body), #"{"a": "\\[redacted]"}"#)
    }

    func test_tokenOfAnyText_isFoundInEveryEscapedForm() throws {
        let token = "v1.ab/é中😀"
        let redaction = try XCTUnwrap(TokenRedaction(token: token))
        let forms = [
            token, #"v1.ab\/é中😀"#, #"v1.ab/\u00e9\u4E2D\ud83d\ude00"#,
            #"\u0076\u0031\u002e\u0061\u0062\u002F"#
                + #"\u00E9\u4e2d\uD83D\uDE00"#,
        ]
        for form in forms {
            let body = Data(#"{"description": "x \#(form) y"}"#.utf8)
            let result = String(decoding: redaction.redacting(body), as: UTF8.self)
            XCTAssertEqual(result, #"{"description": "x [redacted] y"}"#, form)
        }
    }

    func test_loneHalfOfASurrogatePair_matchesNothing() throws {
        let redaction = try XCTUnwrap(TokenRedaction(token: "a😀"))
        let body = #"{"d": "a\ud83d"}"#

        XCTAssertEqual(String(decoding: redaction.redacting(Data(body.utf8)), as: UTF8.self), body)
    }

    func test_tokenWithAQuote_isFoundWhereEscaped_butNeverJoinsTwoJSONStrings() throws {
        let redaction = try XCTUnwrap(TokenRedaction(token: #"a":"b"#))
        let escaped = #"{"k": "a\":\"b"}"#
        let structure = #"{"a":"b"}"#
        let page = #"<p>a":"b</p>"#

        XCTAssertEqual(
            String(decoding: redaction.redacting(Data(escaped.utf8)), as: UTF8.self), #"{"k": "[redacted]"}"#)
        XCTAssertEqual(String(decoding: redaction.redacting(Data(structure.utf8)), as: UTF8.self), structure)
        XCTAssertEqual(String(decoding: redaction.redacting(Data(page.utf8)), as: UTF8.self), "<p>[redacted]</p>")
    }

    func test_plainBytesInsideAnEscape_areKeptInJSON_butReplacedInOtherText() throws {
        let redaction = try XCTUnwrap(TokenRedaction(token: "n123"))
        let json = #"{"path": "\n123"}"#
        let page = #"C:\n123 failed"#

        XCTAssertEqual(String(decoding: redaction.redacting(Data(json.utf8)), as: UTF8.self), json)
        XCTAssertEqual(String(decoding: redaction.redacting(Data(page.utf8)), as: UTF8.self), #"C:\[redacted] failed"#)
    }
}
