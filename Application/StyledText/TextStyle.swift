/// How the characters of a cell are drawn: weight, slant, underline, inversion and foreground colour.
public struct TextStyle: Hashable, Sendable {
    /// Drawn in bold (SGR 1).
    public var isBold: Bool
    /// Drawn dimmed (SGR 2).
    public var isDim: Bool
    /// Foreground and background swapped (SGR 7); marks the selected row.
    public var isReversed: Bool
    /// Drawn in italics (SGR 3): Markdown emphasis.
    public var isItalic: Bool
    /// Underlined (SGR 4): link text in a rendered README.
    public var isUnderlined: Bool
    /// The foreground colour, or the terminal's default when nil.
    public var foreground: TerminalColor?

    /// Creates a style; everything off by default.
    public init(
        isBold: Bool = false, isDim: Bool = false, isReversed: Bool = false, isItalic: Bool = false,
        isUnderlined: Bool = false, foreground: TerminalColor? = nil
    ) {
        self.isBold = isBold
        self.isDim = isDim
        self.isReversed = isReversed
        self.isItalic = isItalic
        self.isUnderlined = isUnderlined
        self.foreground = foreground
    }

    /// The terminal's default look.
    public static let plain = TextStyle()

    /// The look of the selected row: reverse video, visible with or without colour.
    public static let selection = TextStyle(isReversed: true)
}
