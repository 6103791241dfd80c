import StyledText

/// Writes styled lines as text for a terminal, as `StyledLine.terminalText(colorMode:)` writes each: a styled run in
/// its SGR sequence and a reset when `colorMode` allows colour, the text alone otherwise.
///
/// Each style's sequence is made once, the first time the writer meets the style, and kept for every later call: a
/// README written a block at a time (`RepoDetailTextFormatter`) makes each of its few styles' sequences once, not
/// once a block.
struct TerminalTextWriter {
    let colorMode: ColorMode
    /// The sequences made so far, one after the other, and where each style's starts and ends by its `code(of:)`
    /// (-1 for a style not met yet): a table of 256 places, where looking a style up in a dictionary would hash it
    /// for every run. (Plain integers: an array of optional ranges is a generic type the process would look up at
    /// run time, the first time a README is shown.)
    private var sequenceBytes: [UInt8] = []
    private var sequenceStarts = [Int](repeating: -1, count: 256)
    private var sequenceEnds = [Int](repeating: -1, count: 256)

    init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// `lines` as text, each ended by a line break. The bytes are copied straight into the new string's storage,
    /// allocated for at most every run's text with the longest sequence and a reset around it: appending a README to
    /// a `String` a run at a time costs several hundred instructions a run, where the string's one check of the whole
    /// as UTF-8 takes about 0.09 ms for yt-dlp's 238 KB.
    mutating func text(of lines: [StyledLine]) -> String {
        let isColored = colorMode == .enabled
        // Read once here, not once a run: a static is checked to be made at every read.
        let reset = Self.resetBytes
        let bytesAroundRun = isColored ? Self.longestSequence + reset.count : 0
        let capacity = lines.reduce(lines.count) { total, line in
            line.spans.reduce(total) { $0 + $1.text.utf8.count + bytesAroundRun }
        }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            // Each copy lands at `count`, below `capacity` by the sum above: `initialize(fromContentsOf:)` traps rather
            // than writes past the slice it is given, and returns where the copy ended.
            var count = 0
            for line in lines {
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
                    count = buffer[count...].initialize(fromContentsOf: reset)
                }
                buffer[count] = UInt8(ascii: "\n")
                count += 1
            }
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
}
