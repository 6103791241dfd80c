/// Whether two grapheme clusters stay two when one is written after the other.
///
/// Unicode's segmentation rules join some clusters to their neighbours: a combining mark, spacing mark, emoji
/// modifier or zero-width joiner that starts a cluster (it followed a control, or nothing) attaches to whatever is
/// put before it; a prepend character that ends a cluster (U+0600 ARABIC NUMBER SIGN, U+0D4E MALAYALAM LETTER DOT
/// REPH before a control or at the end) attaches to whatever is put after it; a lone regional indicator pairs with
/// the next, Hangul jamo join into syllables, and a cluster ending in a zero-width joiner joins a following emoji.
/// The sanitiser, truncation and wrapping ask these questions wherever they put text next to text it was not next
/// to before, so they never merge clusters by accident.
enum ClusterBoundary {
    /// Whether `right` written directly after `left` would not stay a cluster of its own after `left`.
    static func joins(_ left: Character, _ right: Character) -> Bool {
        if let last = left.unicodeScalars.last, let first = right.unicodeScalars.first, last.isASCII, first.isASCII {
            return last == "\r" && first == "\n"
        }
        var pair = String(left)
        pair.append(right)
        guard let first = pair.first else { return false }
        return pair.count != 2 || first.unicodeScalars.count != left.unicodeScalars.count
    }

    /// Whether `character` would attach to a space put before it (it starts with a mark, modifier or joiner).
    static func attachesToWhatPrecedes(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, mayAttachToWhatPrecedes(first) else { return false }
        return joins(" ", character)
    }

    /// Whether `character` would take a space put after it into itself (it ends with a prepend character).
    static func attachesToWhatFollows(_ character: Character) -> Bool {
        guard let last = character.unicodeScalars.last, mayAttachToWhatFollows(last) else { return false }
        return joins(character, " ")
    }

    /// Whether a cluster starting with `scalar` may attach to what precedes it: a grapheme extender (combining
    /// marks, variation selectors, the zero-width non-joiner), a spacing mark, an emoji modifier or the zero-width
    /// joiner. A cheap filter in front of the exact question.
    static func mayAttachToWhatPrecedes(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.generalCategory == .spacingMark
            || properties.isEmojiModifier || scalar.value == 0x200D || scalar.value == 0x0E33 || scalar.value == 0x0EB3
    }

    /// Whether a cluster ending with `scalar` may take in what follows it: the blocks that hold Unicode's prepend
    /// characters (Arabic and Syriac number signs U+0600–U+08FF, U+0D4E MALAYALAM LETTER DOT REPH, the Brahmic
    /// scripts of U+11000–U+11FFF). A cheap filter in front of the exact question.
    static func mayAttachToWhatFollows(_ scalar: Unicode.Scalar) -> Bool {
        (0x600...0x8FF).contains(scalar.value) || scalar.value == 0xD4E || (0x11000...0x11FFF).contains(scalar.value)
    }

    /// Whether `scalar` ends a grapheme cluster before whatever follows (a control, format character, line or
    /// paragraph separator, or an unassigned code point), so that a mark after it starts a cluster of its own.
    static func mayEndACluster(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate: true
        default: false
        }
    }
}
