import Domain
import XCTest

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(text)
    }

    private func assertInvalid(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        assertInvalid(Array(text.utf8), file: file, line: line)
    }

    private func assertInvalid(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try JSONParser.parse(bytes), file: file, line: line) { error in
            guard case .invalidJSON(_, let offset) = error as? MappingError else {
                return XCTFail("expected invalidJSON, got \(error)", file: file, line: line)
            }
            XCTAssertTrue(
                (0...bytes.count).contains(offset), "offset \(offset) outside the input", file: file, line: line)
        }
    }

    // MARK: Valid documents

    func test_literals_parse() throws {
        XCTAssertEqual(try parse("null"), .null)
        XCTAssertEqual(try parse("true"), .bool(true))
        XCTAssertEqual(try parse("false"), .bool(false))
    }

    func test_integers_stayExact() throws {
        XCTAssertEqual(try parse("0"), .integer(0))
        XCTAssertEqual(try parse("-42"), .integer(-42))
        XCTAssertEqual(try parse("5000000000"), .integer(5_000_000_000))
        XCTAssertEqual(try parse("9223372036854775807"), .integer(Int.max))
        XCTAssertEqual(try parse("-9223372036854775808"), .integer(Int.min))
    }

    func test_integerBeyondInt_becomesDouble() throws {
        XCTAssertEqual(try parse("9223372036854775808"), .double(9_223_372_036_854_775_808))
        XCTAssertEqual(try parse("123456789012345678901234567890"), .double(1.2345678901234568e29))
    }

    func test_negativeZero_isIntegerZero() throws {
        XCTAssertEqual(try parse("-0"), .integer(0))
    }

    func test_fractionsAndExponents_areDoubles() throws {
        XCTAssertEqual(try parse("1.5"), .double(1.5))
        XCTAssertEqual(try parse("-0.0"), .double(-0.0))
        XCTAssertEqual(try parse("1e3"), .double(1000))
        XCTAssertEqual(try parse("1E+3"), .double(1000))
        XCTAssertEqual(try parse("2.5e-3"), .double(0.0025))
        XCTAssertEqual(try parse("1e-400"), .double(0))
    }

    func test_numberOverflowingDouble_isInvalid() {
        assertInvalid("1e400")
        assertInvalid("-1e400")
    }

    func test_malformedNumbers_areInvalid() {
        for text in ["01", "-", "1.", ".5", "1e", "1e+", "+1", "0x10", "1.2.3", "--1", "NaN", "Infinity"] {
            assertInvalid(text)
        }
    }

    func test_strings_decodeEveryEscape() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\be\ff\ng\rh\ti""#), .string("a\"b\\c/d\u{08}e\u{0C}f\ng\rh\ti"))
    }

    func test_unicodeEscapes_decodeBMPAndSurrogatePairs() throws {
        XCTAssertEqual(try parse(#""caf\u00e9 \u00E9""#), .string("café é"))
        XCTAssertEqual(try parse(#""\ud83d\ude80""#), .string("🚀"))
    }

    /// A README's base64 content in GitHub's JSON: 60 characters, then an escaped line break, thousands of times.
    func test_longStringWithAnEscapeEveryLine_decodesWhole() throws {
        let line = String(repeating: "é", count: 30) + "b64+/="
        let json = "\"" + Array(repeating: line, count: 5_000).joined(separator: "\\n") + "\\u00e9\""
        let expected = Array(repeating: line, count: 5_000).joined(separator: "\n") + "é"
        XCTAssertEqual(try parse(json), .string(expected))
    }

    /// The same in ASCII, as GitHub sends base64 (read straight into the string's own storage), with escapes that
    /// stand for scalars beyond ASCII, a surrogate pair and a lone surrogate at its end.
    func test_longASCIIStringWithAnEscapeEveryLine_decodesWhole_escapesBeyondASCIIIncluded() throws {
        let line = String(repeating: "QUJD", count: 15)
        let json = "\"" + Array(repeating: line, count: 5_000).joined(separator: "\\n") + #"\u00e9\ud83d\ude80\ud83d""#
        let expected = Array(repeating: line, count: 5_000).joined(separator: "\n") + "é🚀\u{FFFD}"
        XCTAssertEqual(try parse(json), .string(expected))
        XCTAssertEqual(try parse(#""\u0041\u00e9\t""#), .string("Aé\t"))
    }

    /// Strings with escapes among runs of every length, so that runs start and end at every place of the eight-byte
    /// words they are read in: each decodes to its text, and a control character is found where it stands.
    func test_escapedStringsOfEveryShape_decodeWhole_andAControlCharacterIsFoundWhereItStands() throws {
        let pieces: [(json: String, text: String)] = [
            ("a", "a"), ("bcdefgh", "bcdefgh"), ("0123456789abcdefghij", "0123456789abcdefghij"), (#"\n"#, "\n"),
            (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\u00e9"#, "é"), ("é", "é"), ("🚀", "🚀"), ("~", "~"),
        ]
        var state: UInt64 = 2_026_112_901
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<3_000 {
            var json = "\""
            var text = ""
            for _ in 0..<(1 + random(12)) {
                let piece = pieces[random(pieces.count)]
                json += piece.json
                text += piece.text
            }
            // At least one escape, so that the string is read past its first one.
            json += #"\t"#
            text += "\t"
            XCTAssertEqual(try parse(json + "\""), .string(text), json)
            let bytes = Array((json + "\u{1}x\"").utf8)
            XCTAssertThrowsError(try JSONParser.parse(bytes), json) { error in
                XCTAssertEqual(
                    error as? MappingError,
                    .invalidJSON(reason: "control character in a string", offset: bytes.count - 3))
            }
        }
    }

    func test_rawUTF8_isKept() throws {
        XCTAssertEqual(try parse("\"日本語 🚀 👩‍💻\""), .string("日本語 🚀 👩‍💻"))
    }

    func test_loneSurrogates_becomeReplacementCharacter() throws {
        XCTAssertEqual(try parse(#""\ud83d""#), .string("\u{FFFD}"))
        XCTAssertEqual(try parse(#""\ude80x""#), .string("\u{FFFD}x"))
        XCTAssertEqual(try parse(#""\ud83d\u0041""#), .string("\u{FFFD}A"))
    }

    func test_arraysAndObjects_parseWithWhitespace() throws {
        XCTAssertEqual(
            try parse(" {\n\t\"a\" : [ 1 , 2.5 , \"x\" , null , { } , [ ] ] ,\r\n \"b\":true } "),
            .object([
                "a": .array([.integer(1), .double(2.5), .string("x"), .null, .object([:]), .array([])]),
                "b": .bool(true),
            ]))
    }

    func test_duplicateKeys_lastOneWins() throws {
        XCTAssertEqual(try parse(#"{"a":1,"a":2}"#), .object(["a": .integer(2)]))
    }

    func test_nestingAtMaximumDepth_parses() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertNoThrow(try parse(text))
    }

    // MARK: Invalid documents

    func test_emptyAndWhitespaceOnly_areInvalid() {
        assertInvalid("")
        assertInvalid(" \n\t ")
    }

    func test_htmlPage_isInvalid() {
        assertInvalid("<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>")
    }

    func test_truncatedDocuments_areInvalid() {
        for text in [#"{"a":"#, #"{"a":1"#, #"{"a"#, "[1,", "[1", #""abc"#, "tru", "nul", #""\u00"#, #""\"#, "{", "["] {
            assertInvalid(text)
        }
    }

    func test_trailingGarbage_isInvalid() {
        assertInvalid("{} x")
        assertInvalid("[1]]")
        assertInvalid("1 2")
        assertInvalid("nullx")
    }

    func test_structuralMistakes_areInvalid() {
        for text in ["[1,]", #"{"a":1,}"#, "{1:2}", #"{"a" 1}"#, "[,1]", #"{'a':1}"#, "[1 2]", #"{"a":1 "b":2}"#] {
            assertInvalid(text)
        }
    }

    func test_controlCharacterInString_isInvalid() {
        assertInvalid("\"a\nb\"")
        assertInvalid("\"a\u{0}b\"")
        assertInvalid("\"a\\\u{1F}b\"")
    }

    func test_invalidEscapes_areInvalid() {
        assertInvalid(#""\x41""#)
        assertInvalid(#""\u12G4""#)
        assertInvalid(#""\ud83d\uZZZZ""#)
    }

    func test_invalidUTF8InAString_isAnInvalidStringValueNotAnInvalidDocument() throws {
        XCTAssertEqual(try JSONParser.parse([0x22, 0xFF, 0x22]), .invalidString)
        XCTAssertEqual(try JSONParser.parse([0x22, 0xC3, 0x22]), .invalidString)
        XCTAssertEqual(try JSONParser.parse([0x22, 0x5C, 0x6E, 0xED, 0xA0, 0x80, 0x22]), .invalidString)
        XCTAssertEqual(try JSONParser.parse([0x22, 0xFF, 0x5C, 0x6E, 0x61, 0x22]), .invalidString)
        XCTAssertEqual(
            try JSONParser.parse(Array(#"["a",""#.utf8) + [0xFF] + Array(#"","b"]"#.utf8)),
            .array([.string("a"), .invalidString, .string("b")]))
    }

    func test_invalidUTF8InAMemberName_isInvalid() {
        assertInvalid([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
    }

    func test_memberNamesDifferingOnlyByNormalisation_areTwoMembers() throws {
        let value = try JSONParser.parse(#"{"\u00e9": 1, "e\u0301": 2, "\u212Aotlin": 3, "Kotlin": 4}"#)
        guard case .object(let members) = value else { return XCTFail("not an object: \(value)") }
        XCTAssertEqual(members.count, 4)
        XCTAssertEqual(members[JSONKey("\u{E9}")], .integer(1))
        XCTAssertEqual(members[JSONKey("e\u{301}")], .integer(2))
        XCTAssertEqual(members[JSONKey("\u{212A}otlin")], .integer(3))
        XCTAssertEqual(members["Kotlin"], .integer(4))
        XCTAssertEqual(JSONMap(value).lookup("Kotlin"), .integer(4))
    }

    func test_nestingBeyondMaximumDepth_isInvalidNotACrash() {
        let depth = JSONParser.maximumDepth + 1
        assertInvalid(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        assertInvalid(String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth))
        assertInvalid(String(repeating: "[", count: 100_000))
    }

    func test_byteOrderMark_isInvalid() {
        assertInvalid([0xEF, 0xBB, 0xBF, 0x7B, 0x7D])
    }

    func test_dataSlice_parsesFromItsOwnStart() throws {
        let bytes = Array("xx[1]yy".utf8)
        XCTAssertEqual(try JSONParser.parse(bytes[2..<5]), .array([.integer(1)]))
    }

    func test_nonContiguousCollection_parses() throws {
        XCTAssertEqual(try JSONParser.parse("[true]".utf8.lazy.map { $0 }), .array([.bool(true)]))
    }
}
