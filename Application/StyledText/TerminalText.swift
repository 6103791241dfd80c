/// Makes untrusted text (anything that came from the network) safe to put on a terminal (CWE-150).
///
/// No escape sequence, control character or bidirectional override survives: a repository description cannot
/// clear the screen, set the window title, write the clipboard (OSC 52) or hide a link (OSC 8).
public enum TerminalText {
    /// How the text's line structure is kept.
    public enum Layout: Sendable, Equatable {
        /// One table cell: line breaks and tabs become spaces, whitespace runs collapse to one space, ends are trimmed.
        case singleLine
        /// Running text such as a README: line breaks stay, tabs expand to the next multiple of `tabWidth`
        /// columns, carriage returns are dropped.
        case multiLine(tabWidth: Int)
    }

    /// What becomes of control characters and escape sequences.
    public enum ControlDisplay: Sendable, Equatable {
        /// Whole escape sequences and lone control characters are removed.
        case removed
        /// Each control character is shown in caret notation (ESC as `^[`, DEL as `^?`, an 8-bit C1 control as
        /// `^[` and its 7-bit letter), so an attack stays visible but inert.
        case caretNotation
    }

    /// Returns `text` with every control character, escape sequence and bidirectional override neutralised.
    ///
    /// Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are always removed.
    public static func sanitize(
        _ text: String, layout: Layout = .singleLine, controls: ControlDisplay = .removed
    ) -> String {
        let neutralised: String
        switch controls {
        case .removed:
            neutralised = ControlSequenceRemover.removingControls(from: text)
        case .caretNotation:
            neutralised = caretNotation(of: text)
        }
        switch layout {
        case .singleLine:
            return collapsingWhitespace(in: neutralised)
        case .multiLine(let tabWidth):
            return expandingTabs(in: neutralised, tabWidth: max(1, tabWidth))
        }
    }

    /// Whether the scalar is a line break or tab that the layout step handles instead of the control filter.
    public static func isLayoutWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whether the scalar is a C0 control, DEL or a C1 control.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// Whether the scalar reorders text visually: an embedding, override or isolate.
    public static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func caretNotation(of text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isLayoutWhitespace(scalar) {
                output.append(scalar)
            } else if isBidirectionalControl(scalar) {
                continue
            } else if scalar.value == 0x7F {
                output.append(contentsOf: "^?".unicodeScalars)
            } else if scalar.value < 0x20, let shown = Unicode.Scalar(scalar.value + 0x40) {
                output.append("^")
                output.append(shown)
            } else if (0x80...0x9F).contains(scalar.value), let shown = Unicode.Scalar(scalar.value - 0x40) {
                output.append(contentsOf: "^[".unicodeScalars)
                output.append(shown)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    private static func collapsingWhitespace(in text: String) -> String {
        var output = ""
        var hasPendingSpace = false
        for character in text {
            if character.isWhitespace {
                hasPendingSpace = !output.isEmpty
            } else {
                if hasPendingSpace {
                    output.append(" ")
                    hasPendingSpace = false
                }
                output.append(character)
            }
        }
        return output
    }

    private static func expandingTabs(in text: String, tabWidth: Int) -> String {
        if !text.utf8.contains(where: {
            $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") || $0 == 0x0B || $0 == 0x0C
        })
            && !text.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" })
        {
            return text
        }
        var output = ""
        var column = 0
        for character in text {
            switch character {
            case "\r":
                continue
            case "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{2028}", "\u{2029}":
                output.append("\n")
                column = 0
            case "\t":
                let spaces = tabWidth - column % tabWidth
                output.append(String(repeating: " ", count: spaces))
                column += spaces
            default:
                output.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return output
    }
}
