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
    static func decode(_ characters: [Character], at index: Int) -> (text: String, end: Int)? {
        guard let semicolon = characters[(index + 1)...].prefix(33).firstIndex(of: ";") else { return nil }
        let body = String(characters[(index + 1)..<semicolon])
        if body.hasPrefix("#") {
            let isHex = body.hasPrefix("#x") || body.hasPrefix("#X")
            let digits = body.dropFirst(isHex ? 2 : 1)
            guard (1...(isHex ? 6 : 7)).contains(digits.count),
                digits.allSatisfy({ isHex ? $0.isHexDigit : ($0.isASCII && $0.isNumber) }),
                let value = UInt32(digits, radix: isHex ? 16 : 10)
            else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(Character(scalar ?? "\u{FFFD}")), semicolon + 1)
        }
        guard let text = named[body] else { return nil }
        return (text, semicolon + 1)
    }
}
