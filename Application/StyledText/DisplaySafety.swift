/// Decides which Unicode scalars may reach a terminal inside one rendered row, and removes the others.
///
/// `TerminalText.sanitize` cleans text as it arrives; text that is decoded afterwards (a Markdown character
/// reference, an escape, spans joined) passes through here before it is shown. Unsafe are: every C0 control
/// (line breaks and tabs included: a row holds none), DEL, every C1 control, Unicode's bidirectional controls
/// (embeddings, overrides, isolates and the marks ALM, LRM and RLM), the line and paragraph separators, the
/// deprecated format characters U+206A–U+206F and the interlinear annotation characters U+FFF9–U+FFFB. Joiners,
/// variation selectors and the visible format characters (such as U+0600) stay: emoji and scripts need them.
public enum DisplaySafety {
    /// Whether `scalar` must not reach the terminal inside a row.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // Unicode's Bidi_Control property, written out (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069): the
        // property table costs most of a README's rendering time when asked for every scalar.
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x206A...0x206F, 0xFFF9...0xFFFB: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `scalar` is whitespace that a row shows as a space (a tab, a line break, a separator).
    public static func isSpacing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `text` with every unsafe scalar removed; whitespace that breaks lines or moves the cursor becomes a space
    /// when `keepsSpacing` is set (decoded text in running prose), and is removed otherwise.
    public static func displayable(_ text: String, keepsSpacing: Bool = false) -> String {
        if text.isPrintableASCII { return text }
        if text.allUTF8Bytes(satisfy: { $0 < 0x80 }) { return displayable(ascii: text, keepsSpacing: keepsSpacing) }
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if keepsSpacing, isSpacing(scalar) {
                output.append(" ")
            } else if !isUnsafe(scalar) {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// `displayable` for ASCII text, byte by byte: each byte is a whole scalar, and the unsafe ones are the C0
    /// controls and DEL, of which the spacing ones are tabs and line breaks (U+0009–U+000D).
    private static func displayable(ascii text: String, keepsSpacing: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if keepsSpacing, (0x09...0x0D).contains(byte) {
                bytes.append(UInt8(ascii: " "))
            } else if byte >= 0x20, byte != 0x7F {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
