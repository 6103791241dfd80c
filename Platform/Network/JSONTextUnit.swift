/// One unit of JSON text as a JSON reader takes it, left to right: a valid escape (`\n`, `\/`, `\u00e9`, or a
/// surrogate pair `\ud83d\ude00` as one character), or else a single byte as it stands (a backslash that starts no
/// valid escape is a byte of its own). `TokenRedaction` matches the token unit by unit, so an occurrence never
/// starts or ends inside an escape.
struct JSONTextUnit {
    private enum Content {
        /// A byte as it stands (a piece of plain text, or of a UTF-8 character written as it is).
        case byte(UInt8)
        /// The character an escape decodes to.
        case scalar(UInt32)
        /// An escape of half a surrogate pair without its other half: no text matches it.
        case undecodable
    }

    /// How many bytes the unit takes.
    let length: Int
    private let content: Content

    /// The unit that starts at `index` (which must lie inside `bytes`).
    init(in bytes: UnsafeRawBufferPointer, at index: Int) {
        let byte = bytes[index]
        guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
            self.init(length: 1, content: .byte(byte))
            return
        }
        if let decoded = Self.shortEscape(bytes[index + 1]) {
            self.init(length: 2, content: .scalar(UInt32(decoded)))
            return
        }
        guard let high = Self.codeUnit(in: bytes, at: index) else {
            self.init(length: 1, content: .byte(byte))
            return
        }
        switch high {
        case 0xD800...0xDBFF:
            if let low = Self.codeUnit(in: bytes, at: index + 6), (0xDC00...0xDFFF).contains(low) {
                self.init(length: 12, content: .scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)))
            } else {
                self.init(length: 6, content: .undecodable)
            }
        case 0xDC00...0xDFFF:
            self.init(length: 6, content: .undecodable)
        default:
            self.init(length: 6, content: .scalar(high))
        }
    }

    private init(length: Int, content: Content) {
        self.length = length
        self.content = content
    }

    /// Whether the unit is a double quote standing as it is (in JSON, the start or end of a string).
    var isBareQuote: Bool {
        if case .byte(UInt8(ascii: "\"")) = content { return true }
        return false
    }

    /// The position in `token` (UTF-8) after this unit's text, when that text is what `token` holds at
    /// `position`; nil when it is not (or runs past the token's end).
    func match(_ token: [UInt8], at position: Int) -> Int? {
        switch content {
        case .byte(let byte):
            return position < token.count && token[position] == byte ? position + 1 : nil
        case .scalar(let value):
            guard let scalar = Unicode.Scalar(value) else { return nil }
            var next = position
            for byte in scalar.utf8 {
                guard next < token.count, token[next] == byte else { return nil }
                next += 1
            }
            return next
        case .undecodable:
            return nil
        }
    }

    /// The character `\` followed by `letter` stands for, when that is one of JSON's two-character escapes.
    private static func shortEscape(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// The UTF-16 code unit of a `\uXXXX` escape at `index` (hex digits in either case), if one is there.
    private static func codeUnit(in bytes: UnsafeRawBufferPointer, at index: Int) -> UInt32? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else { return nil }
        var value: UInt32 = 0
        for offset in 2..<6 {
            guard let digit = hexValue(bytes[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
