import StyledText

/// One character cell of a `ScreenBuffer`.
public struct ScreenCell: Hashable, Sendable {
    /// The grapheme cluster shown in the cell; a space when blank.
    public var character: Character
    /// How the character is drawn.
    public var style: TextStyle
    /// Whether this is the right half of the wide character in the cell to its left (it draws nothing itself).
    public var isContinuation: Bool

    public init(character: Character, style: TextStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell in the default style.
    public static let blank = ScreenCell(character: " ")

    /// Whether the cell is a space in the default style, which erasing the line produces.
    var isPlainBlank: Bool {
        self == .blank
    }
}
