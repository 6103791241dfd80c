/// Which pull requests a list asks for by state, as `gh pr list --state` takes it.
///
/// GitHub's REST list knows only `open`, `closed` and `all`; a merged pull request is a closed one with a merge
/// time, so `merged` reads the closed ones and keeps those (`closed`, as in gh, includes the merged ones).
public enum PullRequestStateFilter: String, CaseIterable, Hashable, Sendable {
    /// Open pull requests, drafts included (the default).
    case open
    /// Closed pull requests, merged or not.
    case closed
    case merged
    /// Every pull request.
    case all

    /// The `state` GitHub's REST list is asked for.
    public var restState: String {
        switch self {
        case .open: "open"
        case .closed, .merged: "closed"
        case .all: "all"
        }
    }

    /// Whether a pull request GitHub listed for `restState` is one this filter keeps.
    public func keeps(_ pullRequest: GithubPullRequest) -> Bool {
        self != .merged || pullRequest.mergedAt != nil
    }

    /// The next filter, for a key that cycles through them: open → closed → merged → all → open.
    public var next: PullRequestStateFilter {
        switch self {
        case .open: .closed
        case .closed: .merged
        case .merged: .all
        case .all: .open
        }
    }
}
