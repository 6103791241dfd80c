/// Writes a `JSONValue` as compact UTF-8 JSON text (RFC 8259), the inverse of `JSONParser`.
///
/// The output is stable: object keys are sorted, there is no whitespace, and numbers keep their kind
/// (`.integer(3)` → `3`, `.double(3)` → `3.0`), so `JSONParser.parse(JSONWriter.bytes(value)) == value`
/// for every finite value. Quotes, backslashes, every control character (C0, DEL and the C1 range
/// U+0080...U+009F) and every invisible format or bidi control (U+200E, U+202E, U+2066, U+FEFF...) are escaped as
/// `\u` sequences, so the text is safe to print on a terminal; other characters are written as UTF-8.
/// Non-finite doubles, which JSON cannot hold, and strings that were not UTF-8 are written as `null`.
public enum JSONWriter {
    /// The compact JSON text of `value`, as UTF-8 bytes.
    public static func bytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, to: &output)
        return output
    }

    /// The compact JSON text of `value`.
    public static func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// The JSON text of `value` indented by `indent` per level (one member or element per line, `"key": value`),
    /// each token passed through `decorate` with its kind, so a caller can colour it. Escaping is the compact
    /// writer's: `decorate` only ever sees text with every control character escaped.
    public static func indentedString(
        _ value: JSONValue, indent: String = "  ", decorate: (JSONTokenKind, String) -> String = { $1 }
    ) -> String {
        var output = ""
        writeIndented(value, level: 0, indent: indent, decorate: decorate, to: &output)
        return output
    }

    private static func writeIndented(
        _ value: JSONValue, level: Int, indent: String, decorate: (JSONTokenKind, String) -> String,
        to output: inout String
    ) {
        let inner = String(repeating: indent, count: level + 1)
        let outer = String(repeating: indent, count: level)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            output += decorate(.punctuation, "[") + "\n"
            for (index, element) in elements.enumerated() {
                output += inner
                writeIndented(element, level: level + 1, indent: indent, decorate: decorate, to: &output)
                output += (index < elements.count - 1 ? decorate(.punctuation, ",") : "") + "\n"
            }
            output += outer + decorate(.punctuation, "]")
        case .object(let members) where !members.isEmpty:
            output += decorate(.punctuation, "{") + "\n"
            for (index, key) in members.keys.sorted().enumerated() {
                var name: [UInt8] = []
                writeString(key.name, to: &name)
                output +=
                    inner + decorate(.key, String(decoding: name, as: UTF8.self)) + decorate(.punctuation, ":") + " "
                if let member = members[key] {
                    writeIndented(member, level: level + 1, indent: indent, decorate: decorate, to: &output)
                }
                output += (index < members.count - 1 ? decorate(.punctuation, ",") : "") + "\n"
            }
            output += outer + decorate(.punctuation, "}")
        case .array, .object:
            output += decorate(.punctuation, string(value))
        case .string: output += decorate(.string, string(value))
        case .integer, .double: output += decorate(.number, string(value))
        case .bool: output += decorate(.boolean, string(value))
        case .null, .invalidString: output += decorate(.null, string(value))
        }
    }

    private static func write(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let bool): output.append(contentsOf: (bool ? "true" : "false").utf8)
        case .integer(let integer): output.append(contentsOf: String(integer).utf8)
        case .double(let double):
            // Swift's description is the shortest text that reads back as the same Double, and always
            // carries a "." or an exponent, so the value stays a double when parsed again.
            output.append(contentsOf: (double.isFinite ? double.description : "null").utf8)
        case .string(let string): writeString(string, to: &output)
        case .invalidString: output.append(contentsOf: "null".utf8)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(key.name, to: &output)
                output.append(UInt8(ascii: ":"))
                if let member = members[key] { write(member, to: &output) }
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: #"\""#.utf8)
            case "\\": output.append(contentsOf: #"\\"#.utf8)
            case "\n": output.append(contentsOf: #"\n"#.utf8)
            case "\r": output.append(contentsOf: #"\r"#.utf8)
            case "\t": output.append(contentsOf: #"\t"#.utf8)
            case "\u{08}": output.append(contentsOf: #"\b"#.utf8)
            case "\u{0C}": output.append(contentsOf: #"\f"#.utf8)
            default:
                if needsEscape(scalar) {
                    writeUnicodeEscape(scalar, to: &output)
                } else {
                    UTF8.encode(scalar) { output.append($0) }
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether `scalar` is written as a `\u` escape: C0 controls and DEL, C1 controls (U+0080–U+009F, which
    /// terminals act on as raw bytes), and invisible format or bidi controls (general category Cf such as
    /// U+202E, and the line and paragraph separators), so none of them reaches a terminal raw.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        guard scalar.value >= 0xA0 else { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `\uXXXX`, or a surrogate pair of them for a scalar beyond the Basic Multilingual Plane.
    private static func writeUnicodeEscape(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        UTF16.encode(scalar) { unit in
            output.append(contentsOf: #"\u"#.utf8)
            for shift in stride(from: 12, through: 0, by: -4) {
                output.append(hexDigit(UInt8((unit >> UInt16(shift)) & 0x0F)))
            }
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
