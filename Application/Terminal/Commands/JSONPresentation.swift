import Domain
import StyledText

/// How `--json` is printed: compact for pipes and programs, as GitHub CLI does; indented on a terminal (or when
/// colour is forced), and coloured when colour is enabled: keys bold blue, strings green, numbers magenta, `true`
/// and `false` yellow, `null` cyan. Every control character is escaped either way, so the colour codes are the only
/// escape sequences in the output.
public enum JSONPresentation: Equatable, Sendable {
    /// One line, no colour.
    case compact
    /// Indented by two spaces, coloured when `colorMode` allows.
    case indented(colorMode: ColorMode)

    /// The presentation for standard output: indented when it is a terminal or colour is on anyway
    /// (`CLICOLOR_FORCE`), coloured when `colorMode` is enabled; compact otherwise.
    public static func forStandardOutput(isTerminal: Bool, colorMode: ColorMode) -> JSONPresentation {
        isTerminal || colorMode == .enabled ? .indented(colorMode: colorMode) : .compact
    }

    /// `value`'s text, ending in a line break.
    public func text(_ value: JSONValue) -> String {
        switch self {
        case .compact:
            return JSONWriter.string(value) + "\n"
        case .indented(let colorMode):
            guard colorMode == .enabled else { return JSONWriter.indentedString(value) + "\n" }
            return JSONWriter.indentedString(value, decorate: Self.colored) + "\n"
        }
    }

    private static func colored(_ kind: JSONTokenKind, _ text: String) -> String {
        let style: TextStyle
        switch kind {
        case .key: style = TextStyle(isBold: true, foreground: .blue)
        case .string: style = TextStyle(foreground: .green)
        case .number: style = TextStyle(foreground: .magenta)
        case .boolean: style = TextStyle(foreground: .yellow)
        case .null: style = TextStyle(foreground: .cyan)
        case .punctuation: return text
        }
        let reset = String(decoding: ControlSequence.resetStyle, as: UTF8.self)
        return String(decoding: style.selectGraphicRendition, as: UTF8.self) + text + reset
    }
}
