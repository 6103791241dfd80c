import Domain
import XCTest

final class JSONWriterTests: XCTestCase {
    func test_scalars_writeCompactly() {
        XCTAssertEqual(JSONWriter.string(.null), "null")
        XCTAssertEqual(JSONWriter.string(.bool(true)), "true")
        XCTAssertEqual(JSONWriter.string(.integer(-5_000_000_000)), "-5000000000")
        XCTAssertEqual(JSONWriter.string(.double(3)), "3.0")
        XCTAssertEqual(JSONWriter.string(.double(0.1)), "0.1")
    }

    func test_objectKeys_areSorted() {
        let value = JSONValue.object(["b": .integer(1), "a": .array([.null, .bool(false)]), "c": .object([:])])
        XCTAssertEqual(JSONWriter.string(value), #"{"a":[null,false],"b":1,"c":{}}"#)
    }

    func test_quotesBackslashesAndControls_areEscaped() {
        XCTAssertEqual(
            JSONWriter.string(.string("\"\\/\n\r\t\u{08}\u{0C}\u{0}\u{1B}\u{7F}")),
            #""\"\\/\n\r\t\b\f\u0000\u001b\u007f""#)
    }

    func test_nonASCII_isWrittenAsUTF8() {
        XCTAssertEqual(JSONWriter.string(.string("café 🚀")), "\"café 🚀\"")
    }

    func test_nonFiniteDoubles_areWrittenAsNull() {
        XCTAssertEqual(JSONWriter.string(.array([.double(.infinity), .double(.nan)])), "[null,null]")
    }

    func test_exponentDoubles_readBackAsDoubles() throws {
        for double in [1e20, 1e-5, -2.5e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -0.0] {
            XCTAssertEqual(try JSONParser.parse(JSONWriter.bytes(.double(double))), .double(double))
        }
    }

    func test_fixturePage_roundTrips() throws {
        let value = try JSONParser.parse(try Fixture.searchPage())
        XCTAssertEqual(try JSONParser.parse(JSONWriter.bytes(value)), value)
    }

    func test_c1Controls_areEscaped() {
        XCTAssertEqual(JSONWriter.string(.string("a\u{80}b\u{9B}2J\u{9F}")), #""a\u0080b\u009b2J\u009f""#)
    }

    func test_bidiAndFormatControls_areEscaped() {
        let text = "\u{202E}evil\u{202C}\u{200E}\u{2066}x\u{2069}\u{FEFF}\u{2028}\u{E0001}"
        XCTAssertEqual(
            JSONWriter.string(.string(text)),
            #""\u202eevil\u202c\u200e\u2066x\u2069\ufeff\u2028\udb40\udc01""#)
    }

    func test_escapedControls_readBackAsTheSameText() throws {
        let text = "\u{85}\u{9B}\u{202E}\u{E0001}é"
        XCTAssertEqual(try JSONParser.parse(JSONWriter.bytes(.string(text))), .string(text))
    }

    func test_invalidString_isWrittenAsNull() {
        XCTAssertEqual(JSONWriter.string(.array([.invalidString])), "[null]")
    }

    func test_keysDifferingOnlyByNormalisation_areBothWritten() {
        let value = JSONValue.object([JSONKey("\u{E9}"): .integer(1), JSONKey("e\u{301}"): .integer(2)])
        XCTAssertEqual(JSONWriter.string(value), "{\"e\u{301}\":2,\"\u{E9}\":1}")
    }

    func test_indentedString_putsEachMemberAndElementOnItsOwnLine() {
        let value = JSONValue.object([
            "b": .array([.integer(1), .null]), "a": .object([:]), "c": .array([]), "d": .object(["x": .bool(true)]),
        ])
        XCTAssertEqual(
            JSONWriter.indentedString(value),
            "{\n  \"a\": {},\n  \"b\": [\n    1,\n    null\n  ],\n  \"c\": [],\n  \"d\": {\n    \"x\": true\n  }\n}")
    }

    func test_indentedString_escapesControlsAsTheCompactWriterDoes() {
        let value = JSONValue.object(["k\u{1B}": .string("a\u{1B}[2J\n\u{9B}")])
        XCTAssertEqual(JSONWriter.indentedString(value), "{\n  \"k\\u001b\": \"a\\u001b[2J\\n\\u009b\"\n}")
    }

    func test_indentedString_namesEachTokensKind() {
        var kinds: [JSONTokenKind] = []
        _ = JSONWriter.indentedString(
            .object(["k": .array([.string("s"), .integer(1), .double(2.5), .bool(false), .null])])
        ) { kind, text in
            if kind != .punctuation { kinds.append(kind) }
            return text
        }
        XCTAssertEqual(kinds, [.key, .string, .number, .number, .boolean, .null])
    }
}
