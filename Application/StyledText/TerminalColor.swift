/// A foreground colour from the basic ANSI palette, which every terminal and theme maps to something readable.
public enum TerminalColor: Hashable, Sendable, CaseIterable {
    /// Errors.
    case red
    /// Success, additions.
    case green
    /// Warnings, stars.
    case yellow
    /// Links, names.
    case blue
    /// Accents.
    case magenta
    /// Languages, tags.
    case cyan
    /// Secondary text.
    case gray

    /// The SGR parameter that selects this colour as the foreground.
    public var foregroundParameter: Int {
        switch self {
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .blue: 34
        case .magenta: 35
        case .cyan: 36
        case .gray: 90
        }
    }
}
