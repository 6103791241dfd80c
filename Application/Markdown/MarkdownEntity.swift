import StyledText

/// HTML entity references in Markdown text: numeric ones, and the named ones READMEs use.
enum MarkdownEntity {
    /// The named entities understood (a README's usual ones; the rest stay as written).
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
        "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "laquo": "«", "raquo": "»", "middot": "·",
        "times": "×", "deg": "°", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "ouml": "ö", "auml": "ä",
        "uuml": "ü", "eacute": "é", "egrave": "è", "ccedil": "ç", "szlig": "ß", "bull": "•", "check": "✓",
    ]

    /// The text an entity at `index` (`&name;`, `&#123;`, `&#x1F;`) stands for, and where it ends; `nil` when there
    /// is none. A code point that is zero, a surrogate or beyond Unicode reads as U+FFFD, as CommonMark says.
    static func decode(_ text: InlineText, at index: Int) -> (text: String, end: Int)? {
        let bodyStart = index + 1
        guard
            let semicolon = (bodyStart..<min(text.count, bodyStart + 33)).first(where: { text[$0] == .semicolon })
        else { return nil }
        guard text[bodyStart] == .numberSign else {
            guard let named = named[text.string(bodyStart..<semicolon)] else { return nil }
            return (named, semicolon + 1)
        }
        let isHex = bodyStart + 1 < semicolon && (text[bodyStart + 1] | 0x20) == UInt8(ascii: "x")
        let digits = text.utf8((bodyStart + (isHex ? 2 : 1))..<semicolon)
        guard (1...(isHex ? 6 : 7)).contains(digits.count),
            digits.allSatisfy({ isHex ? $0.isASCIIHexDigit : $0.isASCIIDigit }),
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: isHex ? 16 : 10)
        else { return nil }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return (String(Character(scalar ?? "\u{FFFD}")), semicolon + 1)
    }
}
