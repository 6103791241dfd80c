/// The direction of a sort (`order`); GitHub ignores it for best-match ranking.
public enum SortDirection: String, CaseIterable, Hashable, Sendable {
    /// Largest or newest first (GitHub's default).
    case descending = "desc"
    /// Smallest or oldest first.
    case ascending = "asc"

    public var reversed: SortDirection {
        self == .descending ? .ascending : .descending
    }
}
