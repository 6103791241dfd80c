/// Makes untrusted text (anything that came from the network) safe to put on a terminal (CWE-150).
///
/// No escape sequence, control character or bidirectional override survives: a repository description cannot
/// clear the screen, set the window title, write the clipboard (OSC 52) or hide a link (OSC 8).
public enum TerminalText {
    /// How the text's line structure is kept.
    public enum Layout: Sendable, Equatable {
        /// One table cell: line breaks and tabs become spaces, whitespace runs collapse to one space, ends are trimmed.
        /// A cluster built on whitespace (a space with a combining mark on it, a prepend character before one)
        /// counts as whitespace.
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
    ///
    /// The result is exact: sanitising it again changes nothing, and each of its grapheme clusters is one of the
    /// input's, unchanged, or a space, a line break or a character of caret notation that the layout or the
    /// control display put there. A cluster with nothing to attach to (a combining mark or emoji modifier that
    /// starts a cluster, after a control, a zero-width space or the start; a prepend character such as U+0600
    /// before a control, a line break or the end) is dropped, as is one that would join a neighbour it was not next
    /// to in the input. So the result can be cut between any two clusters, padded, indented or followed by an
    /// ellipsis without changing a cluster.
    public static func sanitize(
        _ text: String, layout: Layout = .singleLine, controls: ControlDisplay = .removed
    ) -> String {
        switch layout {
        case .singleLine:
            if text.isPrintableASCII, !text.contains("  "), text.first != " ",
                text.last != " "
            {
                return text
            }
        case .multiLine:
            if isPrintableASCIILines(text) || isAlreadyExact(multiLine: text) {
                return text
            }
            if !containsFilteredControl(text) {
                return linesSanitizedApart(text, layout: layout, controls: controls)
            }
        }
        return written(text, layout: layout, controls: controls).finish()
    }

    /// Multi-line text without a control to filter, sanitised line by line: a line that is already exact is kept as
    /// it is, and only the others go through the writer. The result is the whole text's: with no escape sequence to
    /// span lines, the writer starts each line as it starts the text (at column 0, after a junction, and no cluster
    /// joins a line feed), so a README with a few tabs or carriage returns is not written cluster by cluster whole.
    private static func linesSanitizedApart(_ text: String, layout: Layout, controls: ControlDisplay) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        // The text's bytes are read as an array, where a stretch of printable ASCII is passed over eight bytes at a time
        // and line feeds are found by a plain loop over memory; offsets become the string's indexes at once. A line of
        // printable ASCII is exact, so only a line that holds another byte is asked; exact lines are copied together,
        // from the end of the last line written to the start of the next one to write.
        let bytes = Array(text.utf8)
        func index(_ offset: Int) -> String.Index { text.utf8.index(text.startIndex, offsetBy: offset) }
        var copiedUpTo = 0
        var start = 0
        while true {
            var end = bytes.withUnsafeBufferPointer { $0.endOfPrintableASCII(from: start) }
            let isPrintableASCII = end == bytes.count || bytes[end] == UInt8(ascii: "\n")
            if !isPrintableASCII {
                end = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            }
            let line = text[index(start)..<index(end)]
            if !isPrintableASCII, !isAlreadyExact(multiLine: line) {
                result += text[index(copiedUpTo)..<index(start)]
                result += written(String(line), layout: layout, controls: controls).finish()
                copiedUpTo = end
            }
            guard end < bytes.count else {
                result += text[index(copiedUpTo)...]
                return result
            }
            start = end + 1
        }
    }

    /// Whether `text` is printable ASCII and line feeds only: its stretches of printable ASCII are passed over eight
    /// bytes at a time between line feeds.
    private static func isPrintableASCIILines(_ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            // `bytes` is the string's own storage, read only inside this closure and only below its count.
            var offset = 0
            while true {
                offset = bytes.endOfPrintableASCII(from: offset)
                guard offset < bytes.count else { return true }
                guard bytes[offset] == UInt8(ascii: "\n") else { return false }
                offset += 1
            }
        }
        return answer ?? text.utf8.allSatisfy { (0x20...0x7E).contains($0) || $0 == UInt8(ascii: "\n") }
    }

    /// Whether the scalar is removed or shown in caret notation: a control that is not layout whitespace, or a
    /// bidirectional control.
    private static func isFilteredControl(_ scalar: Unicode.Scalar) -> Bool {
        (isControl(scalar) && !isLayoutWhitespace(scalar)) || isBidirectionalControl(scalar)
    }

    /// Whether a scalar of `text` is removed or shown in caret notation, told from its UTF-8 bytes without decoding:
    /// an ASCII control is its own byte, a C1 control is `C2 80` to `C2 9F`, and a bidirectional control
    /// `E2 80 AA` to `E2 80 AE` or `E2 81 A6` to `E2 81 A9`. No continuation byte equals `C2` or `E2`, so every
    /// byte can be looked at as if it began a scalar.
    static func containsFilteredControl(_ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            // `bytes` is the string's own storage, read only inside this closure and only below its count.
            var offset = 0
            while offset < bytes.count {
                // Printable ASCII, most of any text, is passed over eight bytes at a time before the cases below.
                offset = bytes.endOfPrintableASCII(from: offset)
                guard offset < bytes.count else { break }
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case 0x00...0x08, 0x0E...0x1F, 0x7F:
                    return true
                case 0xC2:
                    if offset < bytes.count, (0x80...0x9F).contains(bytes[offset]) { return true }
                case 0xE2:
                    guard offset + 1 < bytes.count else { continue }
                    let (second, third) = (bytes[offset], bytes[offset + 1])
                    if second == 0x80, (0xAA...0xAE).contains(third) { return true }
                    if second == 0x81, (0xA6...0xA9).contains(third) { return true }
                default:
                    continue
                }
            }
            return false
        }
        return answer ?? text.unicodeScalars.contains(where: isFilteredControl)
    }

    /// The writer after `text` went through it cluster by cluster: the slow path of `sanitize`, which tests also call
    /// to count the work done (`ClusterWriter.measuredClusterCount`).
    static func written(_ text: String, layout: Layout, controls: ControlDisplay) -> ClusterWriter {
        var writer = ClusterWriter()
        switch controls {
        case .removed:
            for run in ControlSequenceRemover.keptRuns(of: text) {
                writer.skip()
                write(run, layout: layout, into: &writer)
            }
        case .caretNotation:
            var run = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                let notation = caretNotation(of: scalar)
                guard notation != nil || isBidirectionalControl(scalar) else {
                    run.append(scalar)
                    continue
                }
                write(String(run), layout: layout, into: &writer)
                run = String.UnicodeScalarView()
                if let notation {
                    writer.write(replacement: notation)
                } else {
                    writer.skip()
                }
            }
            write(String(run), layout: layout, into: &writer)
        }
        return writer
    }

    /// Whether multi-line sanitising would return `text` unchanged, decided scalar by scalar without segmenting it:
    /// nothing to remove or lay out (controls other than line feeds, bidirectional controls, tabs, carriage returns
    /// and other line breaks), no prepend character, and no mark, modifier or joiner at the start of a cluster.
    private static func isAlreadyExact(multiLine text: some StringProtocol) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            // Over the string's own bytes, an ASCII byte is a whole scalar, tested as a byte (only a control other
            // than a line feed makes the text inexact, and none joins a cluster); only a scalar beyond ASCII, rare
            // in most READMEs, is decoded and asked the questions below. `bytes` is the string's own storage, read
            // only inside this closure and only below its count (a scalar's width never runs past the string's end).
            var previous: Unicode.Scalar?
            var offset = 0
            while offset < bytes.count {
                // A stretch of printable ASCII and line feeds, most of a README, is passed over eight bytes at a time
                // between line feeds, with nothing kept but where it ends; its last byte is the scalar before what
                // follows.
                let stretchStart = offset
                while true {
                    offset = bytes.endOfPrintableASCII(from: offset)
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") else { break }
                    offset += 1
                }
                if offset > stretchStart { previous = Unicode.Scalar(bytes[offset - 1]) }
                guard offset < bytes.count else { break }
                // Any other ASCII byte is a control, which makes the text inexact.
                guard bytes[offset] >= 0x80 else { return false }
                let scalar = text.unicodeScalars[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
                guard isExact(scalar, after: previous) else { return false }
                previous = scalar
                offset += UTF8.width(scalar)
            }
            return true
        }
        if let answer { return answer }
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            guard isExact(scalar, after: previous) else { return false }
            previous = scalar
        }
        return true
    }

    /// Whether `scalar`, after `previous` (`nil` at the start), is kept as it stands by multi-line sanitising: a
    /// line feed, or a scalar that is no control, layout whitespace or prepend character, and that is not a mark,
    /// modifier or joiner starting a cluster.
    private static func isExact(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        if scalar == "\n" { return true }
        if isControl(scalar) || isBidirectionalControl(scalar) || isLayoutWhitespace(scalar)
            || ClusterBoundary.mayAttachToWhatFollows(scalar)
        {
            return false
        }
        return !ClusterBoundary.mayAttachToWhatPrecedes(scalar)
            || !(previous.map({ $0 == "\n" || ClusterBoundary.mayEndACluster($0) }) ?? true)
    }

    /// Writes one run of input text, kept as a whole in the input, laying out its line breaks and whitespace.
    private static func write(_ run: String, layout: Layout, into writer: inout ClusterWriter) {
        switch layout {
        case .singleLine:
            for character in run {
                if character.unicodeScalars.contains(where: \.properties.isWhitespace) {
                    writer.writeCollapsedSpace()
                } else {
                    writer.write(character, followsItsInputNeighbour: true)
                }
            }
        case .multiLine(let tabWidth):
            let width = max(1, tabWidth)
            if run.allUTF8Bytes(satisfy: { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A }) {
                writeASCIILines(run, tabWidth: width, into: &writer)
                return
            }
            // Tabs in a row are counted, and written together before whatever follows them.
            var tabs = 0
            for character in run {
                if character == "\t" {
                    tabs += 1
                    continue
                }
                if tabs > 0 {
                    writer.writeTabs(tabs, width: width)
                    tabs = 0
                }
                switch character {
                case "\r":
                    writer.skip()
                case "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{2028}", "\u{2029}":
                    writer.writeLineBreak()
                default:
                    writer.write(character, followsItsInputNeighbour: true)
                }
            }
            if tabs > 0 { writer.writeTabs(tabs, width: width) }
        }
    }

    /// Writes `run`, printable ASCII, tabs and line feeds only, as the multi-line layout writes any run (tabs in a row
    /// together before what follows them, line feeds as line breaks), read as bytes: each of its bytes is a grapheme
    /// cluster of its own, so no `Character` need be formed, and a stretch of printable ASCII goes to the writer whole.
    private static func writeASCIILines(_ run: String, tabWidth: Int, into writer: inout ClusterWriter) {
        let utf8 = run.utf8
        var tabs = 0
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x09 {
                tabs += 1
                index = utf8.index(after: index)
                continue
            }
            if tabs > 0 {
                writer.writeTabs(tabs, width: tabWidth)
                tabs = 0
            }
            if byte == 0x0A {
                writer.writeLineBreak()
                index = utf8.index(after: index)
                continue
            }
            var end = utf8.index(after: index)
            while end < utf8.endIndex, utf8[end] >= 0x20, utf8[end] < 0x7F { end = utf8.index(after: end) }
            writer.write(printableASCII: run[index..<end])
            index = end
        }
        if tabs > 0 { writer.writeTabs(tabs, width: tabWidth) }
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

    /// A control character's caret notation (ESC as `^[`, DEL as `^?`, a C1 control as `^[` and its 7-bit letter);
    /// nil for any other scalar, line breaks and tabs included (the layout handles those).
    private static func caretNotation(of scalar: Unicode.Scalar) -> String? {
        guard isControl(scalar), !isLayoutWhitespace(scalar) else { return nil }
        if scalar.value == 0x7F {
            return "^?"
        }
        if scalar.value < 0x20, let shown = Unicode.Scalar(scalar.value + 0x40) {
            return "^" + String(shown)
        }
        if let shown = Unicode.Scalar(scalar.value - 0x40) {
            return "^[" + String(shown)
        }
        return nil
    }
}
