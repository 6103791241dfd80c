/// Removes whole escape sequences (CSI, OSC, DCS, SOS, PM, APC, two-character escapes, in 7-bit and 8-bit
/// form), lone control characters and bidirectional controls; line breaks and tabs are left for the layout step.
///
/// A sequence cut off at the end of the text is removed up to the end. A malformed sequence is removed up to the
/// offending character, which is then filtered on its own, so no ESC or C1 control ever survives.
public enum ControlSequenceRemover {
    /// Returns `text` without escape sequences and control characters other than line breaks and tabs.
    public static func removingControls(from text: String) -> String {
        keptRuns(of: text).joined()
    }

    /// The runs of `text` that are kept, in order: `text` itself when nothing is removed, otherwise the text
    /// between the removed sequences and characters (a removal may cut a grapheme cluster, such as an escape
    /// sequence's final letter and the accent after it).
    static func keptRuns(of text: String) -> [String] {
        let needsFiltering = text.unicodeScalars.contains { scalar in
            (TerminalText.isControl(scalar) && !TerminalText.isLayoutWhitespace(scalar))
                || TerminalText.isBidirectionalControl(scalar)
        }
        guard needsFiltering else { return [text] }
        let scalars = Array(text.unicodeScalars)
        var runs: [String] = []
        var run = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let end: Int
            switch scalar.value {
            case 0x1B:
                end = endOfEscape(in: scalars, at: index)
            case 0x9B:
                end = endOfControlSequence(in: scalars, from: index + 1)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                end = endOfControlString(in: scalars, from: index + 1)
            default:
                let isKept =
                    TerminalText.isLayoutWhitespace(scalar)
                    || !(TerminalText.isControl(scalar) || TerminalText.isBidirectionalControl(scalar))
                end = isKept ? index : index + 1
            }
            if end == index {
                run.append(scalar)
                index += 1
            } else {
                if !run.isEmpty { runs.append(String(run)) }
                run = String.UnicodeScalarView()
                index = end
            }
        }
        if !run.isEmpty { runs.append(String(run)) }
        return runs
    }

    /// The index just past the escape sequence that starts with the ESC at `index`.
    private static func endOfEscape(in scalars: [Unicode.Scalar], at index: Int) -> Int {
        let next = index + 1
        guard next < scalars.count else { return next }
        switch scalars[next].value {
        case 0x5B:  // [
            return endOfControlSequence(in: scalars, from: next + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            return endOfControlString(in: scalars, from: next + 1)
        case 0x20...0x2F:
            var end = next
            while end < scalars.count, (0x20...0x2F).contains(scalars[end].value) {
                end += 1
            }
            if end < scalars.count, (0x30...0x7E).contains(scalars[end].value) {
                return end + 1
            }
            return end
        case 0x30...0x7E:
            return next + 1
        default:
            return next
        }
    }

    /// The index just past a CSI sequence whose parameters start at `start`.
    private static func endOfControlSequence(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x20...0x3F:
                index += 1
            case 0x40...0x7E:
                return index + 1
            default:
                return index
            }
        }
        return index
    }

    /// The index just past a control string (OSC, DCS, SOS, PM, APC) whose content starts at `start`:
    /// ended by BEL, ST (`ESC \` or U+009C), or cancelled by CAN or SUB.
    private static func endOfControlString(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C, 0x18, 0x1A:
                return index + 1
            case 0x1B:
                let next = index + 1
                if next < scalars.count, scalars[next] == "\\" {
                    return next + 1
                }
                return index
            default:
                index += 1
            }
        }
        return index
    }
}
