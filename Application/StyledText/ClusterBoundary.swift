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
        // Nothing below U+0300 (where the combining marks begin) extends a cluster backwards.
        guard let first = character.unicodeScalars.first, first.value >= 0x300 else { return false }
        return joins(" ", character)
    }

    /// Whether `character` would take a space put after it into itself (it ends with a prepend character).
    static func attachesToWhatFollows(_ character: Character) -> Bool {
        // The prepend characters begin at U+0600.
        guard let last = character.unicodeScalars.last, last.value >= 0x600 else { return false }
        return joins(character, " ")
    }
}
