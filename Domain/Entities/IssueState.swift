/// Whether an issue or a pull request is open or closed, as GitHub's `state` says.
public enum IssueState: String, CaseIterable, Hashable, Sendable {
    case open
    /// Closed (for a pull request: merged or not).
    case closed
}
