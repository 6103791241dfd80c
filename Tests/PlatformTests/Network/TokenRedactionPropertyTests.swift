import Foundation
import XCTest

@testable import Platform

/// `TokenRedaction` on generated JSON: tokens of any text (`/`, quotes, backslashes, non-ASCII, beyond U+FFFF),
/// strings written with every kind of escape chosen at random, and near misses built from the token's pieces.
///
/// Properties: a document in which the token occurs neither decoded nor as plain bytes comes back unchanged; the
/// result is still valid JSON; and no string of the result decodes to text holding the token.
final class TokenRedactionPropertyTests: XCTestCase {
    /// The characters tokens and strings are made of: JSON's special characters, escape letters, hex digits and
    /// characters that need two, three and four UTF-8 bytes.
    private static let alphabet: [Character] = [
        "g", "h", "p", "_", "a", "0", "7", "u", "n", "b", "/", ".", "-", "\"", "\\", "é", "中", "😀",
    ]

    private func randomToken(_ random: inout XorshiftGenerator) -> String {
        String((0..<Int.random(in: 3...10, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! })
    }

    /// A string of random characters, pieces of `token` (near misses) and, when `holdingToken`, the token itself.
    private func randomText(_ random: inout XorshiftGenerator, token: String, holdingToken: Bool) -> String {
        var pieces: [String] = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            switch Int.random(in: 0..<4, using: &random) {
            case 0: String(token.dropLast())
            case 1: String(token.dropFirst())
            case 2: #"\u0067"#
            default: String(Self.alphabet.randomElement(using: &random)!)
            }
        }
        if holdingToken { pieces.insert(token, at: Int.random(in: 0...pieces.count, using: &random)) }
        return pieces.joined()
    }

    /// `text` as a JSON string literal, each character written as it is or escaped, chosen at random.
    private func jsonLiteral(_ text: String, _ random: inout XorshiftGenerator) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            let mustEscape = scalar == "\"" || scalar == "\\"
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !mustEscape:
                literal.unicodeScalars.append(scalar)
            case 1 where scalar == "\"" || scalar == "\\" || scalar == "/":
                literal += "\\" + String(scalar)
            default:
                let units = String(scalar).utf16.map { String($0, radix: 16) }
                for unit in units {
                    let hex = String(repeating: "0", count: 4 - unit.count) + unit
                    literal += "\\u" + (Bool.random(using: &random) ? hex.uppercased() : hex)
                }
            }
        }
        return literal + "\""
    }

    /// A JSON object of one to four members with distinct keys (string, string list or null values); one string
    /// holds the token when `holdingToken`.
    private func randomDocument(_ random: inout XorshiftGenerator, token: String, holdingToken: Bool) -> String {
        let count = Int.random(in: 1...4, using: &random)
        let holder = Int.random(in: 0..<count, using: &random)
        let members = (0..<count).map { index -> String in
            // Keys are told apart by a first character no token holds (a repeated key would hide a value).
            let key = jsonLiteral("\(index)|" + randomText(&random, token: token, holdingToken: false), &random)
            let text = randomText(&random, token: token, holdingToken: holdingToken && index == holder)
            let value =
                switch Int.random(in: 0..<3, using: &random) {
                case 0: "[" + jsonLiteral(text, &random) + ", null]"
                case 1 where !(holdingToken && index == holder): "null"
                default: jsonLiteral(text, &random)
                }
            return key + ": " + value
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Every key and string value in a parsed JSON value.
    private func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let list as [Any]: list.flatMap(strings)
        case let object as [String: Any]: object.keys.map { $0 } + object.values.flatMap(strings)
        default: []
        }
    }

    /// Whether `bytes` hold the token's UTF-8 bytes anywhere (a plain search, independent of the code under test).
    private func holds(_ bytes: Data, _ token: String) -> Bool {
        let haystack = Array(bytes)
        let needle = Array(token.utf8)
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    func test_generatedDocuments_unchangedWithoutTheToken_validAndFreeOfItWithIt() throws {
        var random = XorshiftGenerator(seed: 20_261_125)
        var withToken = 0
        var unchanged = 0
        for round in 0..<3000 {
            let token = randomToken(&random)
            let document = Data(randomDocument(&random, token: token, holdingToken: round % 2 == 0).utf8)
            let parsed = try JSONSerialization.jsonObject(with: document)
            let occurs =
                strings(in: parsed).contains { holds(Data($0.utf8), token) } || holds(document, token)
            let redaction = try XCTUnwrap(TokenRedaction(token: token))

            let redacted = redaction.redacting(document)

            let context = "token \(token.debugDescription) in \(String(decoding: document, as: UTF8.self))"
            if occurs {
                withToken += 1
            } else {
                unchanged += 1
                XCTAssertEqual(redacted, document, context)
            }
            guard let result = try? JSONSerialization.jsonObject(with: redacted) else {
                XCTFail("not JSON any more: \(String(decoding: redacted, as: UTF8.self)); \(context)")
                continue
            }
            let leaked = strings(in: result).filter { holds(Data($0.utf8), token) }
            XCTAssertEqual(leaked, [], context)
        }
        XCTAssertGreaterThan(withToken, 1000, "the token must really be in many documents")
        XCTAssertGreaterThan(unchanged, 300, "many documents must be without it")
    }
}
