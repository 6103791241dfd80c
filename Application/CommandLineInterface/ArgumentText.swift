import StyledText

/// Quotes a command-line argument for an error message exactly as it was given, so a user can see what is wrong
/// with it: nothing trimmed or collapsed, nothing invisible.
///
/// Control characters (line breaks and tabs too) are shown in caret notation (`^J`, `^[`), as `TerminalText` shows
/// them; characters that draw nothing or could be mistaken for something else are shown by code point
/// (`<U+200B>`): format characters (zero-width spaces and joiners, bidirectional controls, the byte order mark),
/// every space other than U+0020, line and paragraph separators, default-ignorable code points, a mark with no
/// letter before it, and a character that would join the closing quote. Everything else is shown as typed.
enum ArgumentText {
    /// `text` between single quotes, shown inert and visible.
    static func quoted(_ text: String) -> String {
        var output = "'"
        for character in text {
            let isJoiningTheQuote = (String(character) + "'").count == 1
            for (offset, scalar) in character.unicodeScalars.enumerated() {
                output += shown(scalar, startsItsCharacter: offset == 0, joinsTheQuote: isJoiningTheQuote)
            }
        }
        return output + "'"
    }

    private static func shown(_ scalar: Unicode.Scalar, startsItsCharacter: Bool, joinsTheQuote: Bool) -> String {
        if TerminalText.isControl(scalar) {
            return caretNotation(scalar)
        }
        if joinsTheQuote || isInvisible(scalar) || (startsItsCharacter && isMark(scalar)) {
            return codePoint(scalar)
        }
        return String(scalar)
    }

    /// Whether the scalar draws nothing, or draws a blank that is not the plain space.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return scalar.properties.isDefaultIgnorableCodePoint && !scalar.properties.isVariationSelector
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.properties.isVariationSelector
        }
    }

    /// C0 controls as `^@`…`^_`, DEL as `^?`, C1 controls as `^[` and their 7-bit letter.
    private static func caretNotation(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x7F: "^?"
        case 0x80...0x9F: "^[" + String(UnicodeScalar(UInt8(scalar.value - 0x40)))
        default: "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
        }
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}
