/// Measures how many terminal columns text occupies, one grapheme cluster at a time.
///
/// Wide East Asian characters and emoji (including ZWJ sequences, flags, skin tones and keycaps) take two
/// columns; combining marks, joiners and variation selectors take none. Text is expected to be sanitised
/// with `TerminalText` first; a control character measures zero.
public enum DisplayWidth {
    /// The number of columns one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if character.utf8.count == 1, let byte = character.utf8.first {
            return isPrintableASCII(byte) ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let properties = first.properties
        if properties.isEmojiPresentation {
            return 2
        }
        if properties.isEmoji && scalars.count > 1 {
            let hasEmojiSelector = scalars.contains { $0.value == 0xFE0F }
            let hasModifier = properties.isEmojiModifierBase && scalars.contains { $0.properties.isEmojiModifier }
            if hasEmojiSelector || hasModifier {
                return 2
            }
        }
        if isZeroWidth(first) {
            return 0
        }
        return WideCharacterRanges.contains(first) ? 2 : 1
    }

    /// The number of columns a string occupies: the sum over its grapheme clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        if text.utf8.allSatisfy(isPrintableASCII) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Printable ASCII (a space to `~`): one column each, without asking Unicode's tables (the common case, and
    /// the tables cost most of a README's rendering time).
    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return scalar.properties.isVariationSelector || (0x1160...0x11FF).contains(scalar.value)
                || scalar.value == 0x200B
        }
    }
}
