/// Measures how many terminal columns text occupies, one grapheme cluster at a time, never fewer than a terminal
/// would use.
///
/// An emoji cluster (emoji presentation, ZWJ sequences, flags, skin tones, keycaps) takes two columns. Any other
/// cluster takes the sum of its scalars' widths, as terminals that advance code point by code point draw it: wide
/// and fullwidth characters (`WideCharacterRanges`, from Unicode's East Asian Width data) two, combining marks,
/// joiners, variation selectors and Hangul vowel and final jamo none, everything else one. So a cluster that starts
/// with a prepend or format character (U+0600 ARABIC NUMBER SIGN before digits, U+0D4E MALAYALAM LETTER DOT REPH
/// before a consonant) is never measured narrower than what it holds. Text is expected to be sanitised with
/// `TerminalText` first; a control character measures zero.
public enum DisplayWidth {
    /// The number of columns one grapheme cluster occupies.
    public static func of(_ character: Character) -> Int {
        if character.utf8.count == 1, let byte = character.utf8.first {
            return isPrintableASCII(byte) ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isEmojiCluster(scalars, first: first) {
            return 2
        }
        if scalars.count == 1 {
            return of(first)
        }
        return scalars.reduce(0) { $0 + of($1) }
    }

    /// The number of columns a string occupies: the sum over its grapheme clusters. (The common case, written for
    /// `String` itself so that callers in other modules do not pay for generic code.)
    public static func of(_ text: String) -> Int {
        measure(text)
    }

    /// The number of columns a slice of a string occupies: the sum over its grapheme clusters. (Written for
    /// `Substring` itself, as for `String`.)
    public static func of(_ text: Substring) -> Int {
        measure(text)
    }

    /// The number of columns a string occupies: the sum over its grapheme clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        measure(text)
    }

    @inline(__always)
    private static func measure(_ text: some StringProtocol) -> Int {
        if text.isPrintableASCII { return text.utf8.count }
        var total = 0
        for scalar in text.unicodeScalars {
            guard let width = simpleWidth(of: scalar) else { return text.reduce(0) { $0 + of($1) } }
            total += width
        }
        return total
    }

    /// The width of `scalar` when it is one of the common scalars whose width is known without Unicode's tables and
    /// that are each a grapheme cluster of their own beside one another: printable ASCII, Latin letters and
    /// punctuation up to U+02FF, common punctuation (dashes, quotes, bullets, `…`), box drawing (1 column), and CJK
    /// ideographs, kana, Hangul syllables and CJK punctuation (2 columns); `nil` for any other scalar. None of them
    /// is a mark, a joiner, a selector, a prepend character or an emoji, so a text made only of them measures the
    /// sum of their widths, and one of them never turns the cluster before it into an emoji.
    public static func simpleWidth(of scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xA8, 0xAA...0xAC, 0xAF...0x2FF, 0x2010...0x2027, 0x2030...0x203B, 0x2500...0x257F:
            1
        case 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xFF01...0xFF60:
            2
        default: nil
        }
    }

    /// The columns `text` takes when every scalar in it has a width known without Unicode's tables (`simpleWidth(of:)`
    /// of a scalar), each then a grapheme cluster of its own: the sum of their widths; `nil` when any other scalar
    /// stands in it. Read from the string's UTF-8: printable ASCII is counted a byte at a time, and only a scalar
    /// beyond ASCII is decoded (every simple one is below U+10000, so a four-byte sequence answers `nil` at once).
    public static func simpleWidth(of text: String) -> Int? {
        text.utf8.withContiguousStorageIfAvailable(simpleWidth(utf8:))
            ?? Array(text.utf8).withUnsafeBufferPointer(simpleWidth(utf8:))
    }

    /// `simpleWidth(of:)` of the string whose UTF-8 is `bytes`, valid UTF-8 read only below its count.
    private static func simpleWidth(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var columns = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                let stretchEnd = bytes.endOfPrintableASCII(from: offset)
                // An ASCII byte that ends no stretch is a control or DEL, none of them simple.
                guard stretchEnd > offset else { return nil }
                columns += stretchEnd - offset
                offset = stretchEnd
                continue
            }
            // A scalar of two bytes (`110xxxxx 10xxxxxx`) or three (`1110xxxx 10xxxxxx 10xxxxxx`); valid UTF-8 starts
            // no scalar with a continuation byte.
            // Box drawing (U+2500–U+257F: `E2 94 xx` and `E2 95 xx`), every one of them one column: a table's bars and
            // rules are rows of them.
            if byte == 0xE2, offset + 2 < bytes.count, bytes[offset + 1] == 0x94 || bytes[offset + 1] == 0x95 {
                columns += 1
                offset += 3
                continue
            }
            let value: UInt32
            if byte < 0xE0, offset + 1 < bytes.count {
                value = UInt32(byte & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
                offset += 2
            } else if byte >= 0xE0, byte < 0xF0, offset + 2 < bytes.count {
                value =
                    UInt32(byte & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
                offset += 3
            } else {
                return nil
            }
            guard let scalar = Unicode.Scalar(value), let width = simpleWidth(of: scalar) else { return nil }
            columns += width
        }
        return columns
    }

    /// Printable ASCII (a space to `~`): one column each, without asking Unicode's tables (the common case, and
    /// the tables cost most of a README's rendering time).
    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// The columns one scalar advances a terminal by: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x7F { return scalar.value < 0x20 ? 0 : 1 }
        if isPrependedConcatenationMark(scalar) { return 1 }
        if isZeroWidth(scalar) { return 0 }
        return WideCharacterRanges.contains(scalar) ? 2 : 1
    }

    private static func isEmojiCluster(_ scalars: Character.UnicodeScalarView, first: Unicode.Scalar) -> Bool {
        let properties = first.properties
        if properties.isEmojiPresentation { return true }
        guard properties.isEmoji, scalars.count > 1 else { return false }
        let hasEmojiSelector = scalars.contains { $0.value == 0xFE0F }
        let hasModifier = properties.isEmojiModifierBase && scalars.contains { $0.properties.isEmojiModifier }
        return hasEmojiSelector || hasModifier
    }

    /// The visible format characters that stand before the digits they mark (Arabic number and year signs, the
    /// Syriac abbreviation mark, Kaithi number signs...): category Cf, but drawn one column wide.
    private static func isPrependedConcatenationMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: true
        default: false
        }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return scalar.properties.isVariationSelector || (0x1160...0x11FF).contains(scalar.value)
                || (0xD7B0...0xD7FF).contains(scalar.value) || scalar.value == 0x200B
        }
    }

    /// Whether terminals are known to disagree about how many columns `character` takes: any emoji (with or
    /// without a presentation selector) and any cluster of several scalars (ZWJ sequences, flags, keycaps,
    /// combining sequences). A screen that draws one must not rely on the terminal advancing its cursor by
    /// `of(_:)` columns.
    public static func isDisputed(_ character: Character) -> Bool {
        guard character.utf8.count > 1 else { return false }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        return scalars.count > 1 || first.properties.isEmoji
    }
}
