/// Which remembered searches to list: all of them, those starting with some text, or those containing it.
///
/// Matching ignores the case of ASCII letters (`Swift` finds `swift`) and treats every character literally, so
/// `%`, `_` and `\` match only themselves. An empty text matches every entry.
public enum SearchHistoryFilter: Hashable, Sendable {
    case all
    /// Entries whose text starts with the given text (suggestions while typing).
    case prefix(String)
    /// Entries whose text contains the given text anywhere.
    case containing(String)
}
