/// What a piece of JSON text is, so a writer's caller can style it (keys, strings, numbers, literals) without
/// reading the text again.
public enum JSONTokenKind: Sendable, Hashable {
    /// An object member's name, quotes included.
    case key
    /// A string value, quotes included.
    case string
    case number
    case boolean
    case null
    /// Brackets, braces, commas and colons.
    case punctuation
}
