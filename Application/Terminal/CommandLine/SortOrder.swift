/// The direction of a sort asked for on the command line (`--order`).
public enum SortOrder: String, Sendable, Equatable, CaseIterable {
    /// Largest or newest first (the default).
    case descending = "desc"
    /// Smallest or oldest first.
    case ascending = "asc"
}
