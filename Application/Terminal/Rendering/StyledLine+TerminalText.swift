import StyledText

extension StyledLine {
    private static let reset = String(decoding: TextStyle.plain.selectGraphicRendition, as: UTF8.self)

    /// The line as text for a terminal: each styled run wrapped in its SGR sequence and a reset when `colorMode`
    /// allows colour, plain text otherwise (piped or `NO_COLOR` output never carries an escape sequence). Many lines
    /// at once are written by `TerminalTextWriter`, to the same text.
    func terminalText(colorMode: ColorMode) -> String {
        guard colorMode == .enabled else { return text }
        var result = ""
        for span in spans {
            if span.style == .plain {
                result += span.text
            } else {
                result += String(decoding: span.style.selectGraphicRendition, as: UTF8.self) + span.text + Self.reset
            }
        }
        return result
    }
}
