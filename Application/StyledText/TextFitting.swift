/// Fits text into a number of terminal columns: truncation with an ellipsis and padding to an exact width.
///
/// Widths are display widths (`DisplayWidth`); a grapheme cluster is never split.
public enum TextFitting {
    /// Which side of the column text sits on when padded.
    public enum Alignment: Sendable, Equatable {
        /// Text on the left, padding on the right.
        case leading
        /// Padding on the left, text on the right.
        case trailing
    }

    /// Returns `text` unchanged when it fits in `width` columns, otherwise its longest prefix that fits with `…`
    /// appended. The result is never wider than `width`; it may be one column narrower when a wide character
    /// did not fit (`fitted` pads that column). A prepend character left last (U+0600 before a line separator) is
    /// dropped rather than joined to the ellipsis.
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        let budget = width - 1
        var output = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > budget {
                break
            }
            output.append(character)
            used += characterWidth
        }
        while let last = output.last, ClusterBoundary.attachesToWhatFollows(last) {
            output.removeLast()
        }
        output.append("…")
        return output
    }

    /// Returns `text` with spaces added on the side given by `alignment` until it is `width` columns wide;
    /// text already that wide or wider is returned unchanged.
    public static func padded(_ text: String, toWidth width: Int, alignment: Alignment = .leading) -> String {
        let missing = width - DisplayWidth.of(text)
        guard missing > 0 else { return text }
        let padding = String.spaces(missing)
        switch alignment {
        case .leading: return text + padding
        case .trailing: return padding + text
        }
    }

    /// Returns `text` truncated and padded so that it is exactly `width` columns wide.
    public static func fitted(_ text: String, toWidth width: Int, alignment: Alignment = .leading) -> String {
        padded(truncated(text, toWidth: width), toWidth: width, alignment: alignment)
    }
}
