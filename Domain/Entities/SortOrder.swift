/// The direction of a sort; GitHub ignores it for best-match ranking.
public enum SortOrder: String, CaseIterable, Hashable, Sendable {
    /// Largest or newest first (GitHub's default).
    case descending = "desc"
    /// Smallest or oldest first.
    case ascending = "asc"
}
