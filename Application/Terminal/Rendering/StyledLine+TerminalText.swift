import StyledText

extension StyledLine {
    private static let reset = String(decoding: TextStyle.plain.selectGraphicRendition, as: UTF8.self)

    /// The line as text for a terminal: each styled run wrapped in its SGR sequence and a reset when `colorMode`
    /// allows colour, plain text otherwise (piped or `NO_COLOR` output never carries an escape sequence).
    func terminalText(colorMode: ColorMode) -> String {
        guard colorMode == .enabled else { return text }
        var result = ""
        var sequences: [TextStyle: String] = [:]
        append(to: &result, colorMode: colorMode, sequences: &sequences)
        return result
    }

    /// `lines` as text for a terminal, a line break between two: what `terminalText(colorMode:)` of each, joined,
    /// gives. The bytes are copied straight into the new string's storage, allocated for at most every run's text
    /// with the longest sequence and a reset around it, each style's SGR sequence made once: appending a README to a
    /// `String` a run at a time costs several hundred instructions a run, where the string's one check of the whole
    /// as UTF-8 takes about 0.09 ms for yt-dlp's 238 KB. `prefix` comes before the first line and `suffix` after the
    /// last, as they stand.
    static func terminalText(
        of lines: [StyledLine], colorMode: ColorMode, after prefix: String = "", ending suffix: String = ""
    ) -> String {
        let isColored = colorMode == .enabled
        let bytesAroundRun = isColored ? longestSequence + resetBytes.count : 0
        let capacity = lines.reduce(lines.count + prefix.utf8.count + suffix.utf8.count) { total, line in
            line.spans.reduce(total) { $0 + $1.text.utf8.count + bytesAroundRun }
        }
        // Each style's sequence, made the first time the style is met, by its `code`: a table of 256 places in one
        // array of bytes (where it starts and ends, -1 for a style not met yet), where looking a style up in a
        // dictionary would hash it for every run. (Plain integers: an array of optional ranges is a generic type the
        // process would look up at run time, the first time a README is shown.)
        var sequenceBytes: [UInt8] = []
        var sequenceStarts = [Int](repeating: -1, count: 256)
        var sequenceEnds = [Int](repeating: -1, count: 256)
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            // Each copy lands at `count`, below `capacity` by the sum above: `initialize(fromContentsOf:)` traps rather
            // than writes past the slice it is given, and returns where the copy ended.
            var count = buffer.initialize(fromContentsOf: prefix.utf8)
            for (index, line) in lines.enumerated() {
                if index > 0 {
                    buffer[count] = UInt8(ascii: "\n")
                    count += 1
                }
                for span in line.spans {
                    let code = isColored ? Self.code(of: span.style) : 0
                    guard code != 0 else {
                        count = buffer[count...].initialize(fromContentsOf: span.text.utf8)
                        continue
                    }
                    if sequenceStarts[code] < 0 {
                        sequenceStarts[code] = sequenceBytes.count
                        sequenceBytes += span.style.selectGraphicRendition
                        sequenceEnds[code] = sequenceBytes.count
                    }
                    count = buffer[count...].initialize(
                        fromContentsOf: sequenceBytes[sequenceStarts[code]..<sequenceEnds[code]])
                    count = buffer[count...].initialize(fromContentsOf: span.text.utf8)
                    count = buffer[count...].initialize(fromContentsOf: resetBytes)
                }
            }
            count = buffer[count...].initialize(fromContentsOf: suffix.utf8)
            return count
        }
    }

    /// A style as a number below 256, 0 for the plain style: a bit for each attribute and the colour's place among
    /// `TerminalColor`'s seven (0 for none) in the three bits above.
    private static func code(of style: TextStyle) -> Int {
        var code = 0
        if style.isBold { code |= 1 }
        if style.isDim { code |= 2 }
        if style.isItalic { code |= 4 }
        if style.isUnderlined { code |= 8 }
        if style.isReversed { code |= 16 }
        let color =
            switch style.foreground {
            case nil: 0
            case .red: 1
            case .green: 2
            case .yellow: 3
            case .blue: 4
            case .magenta: 5
            case .cyan: 6
            case .gray: 7
            }
        return code | color << 5
    }

    private static let resetBytes = TextStyle.plain.selectGraphicRendition

    /// The longest SGR sequence a style can have: every attribute and a two-digit colour.
    private static let longestSequence = TextStyle(
        isBold: true, isDim: true, isReversed: true, isItalic: true, isUnderlined: true, foreground: .gray
    ).selectGraphicRendition.count

    /// Appends the line's terminal text to `result`, taking each style's SGR sequence from `sequences` (and adding
    /// it there the first time).
    private func append(to result: inout String, colorMode: ColorMode, sequences: inout [TextStyle: String]) {
        for span in spans {
            if colorMode != .enabled || span.style == .plain {
                result += span.text
            } else {
                let sequence =
                    sequences[span.style]
                    ?? {
                        let made = String(decoding: span.style.selectGraphicRendition, as: UTF8.self)
                        sequences[span.style] = made
                        return made
                    }()
                result += sequence
                result += span.text
                result += Self.reset
            }
        }
    }
}
