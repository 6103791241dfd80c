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
    /// gives (`TerminalTextWriter`). `prefix` comes before the first line and `suffix` after the last, as they stand.
    static func terminalText(
        of lines: [StyledLine], colorMode: ColorMode, after prefix: String = "", ending suffix: String = ""
    ) -> String {
        var writer = TerminalTextWriter(colorMode: colorMode)
        return writer.text(of: lines, after: prefix, ending: suffix)
    }

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
