/// Which issues a list asks for by state, as `gh issue list --state` takes it.
public enum IssueStateFilter: String, CaseIterable, Hashable, Sendable {
    /// Open issues (the default).
    case open
    case closed
    /// Open and closed issues.
    case all

    /// The next filter, for a key that cycles through them: open → closed → all → open.
    public var next: IssueStateFilter {
        switch self {
        case .open: .closed
        case .closed: .all
        case .all: .open
        }
    }
}
