/// How search results are ranked.
public enum RepoSort: String, CaseIterable, Hashable, Sendable {
    /// GitHub's relevance ranking (no `sort` parameter).
    case bestMatch = "best-match"
    /// Most or fewest stars.
    case stars
    /// Most or fewest forks.
    case forks
    /// Most or least recently updated.
    case updated
    /// Most or fewest issues labelled "help wanted" (`search --sort help-wanted-issues`; not in the screen's cycle).
    case helpWantedIssues = "help-wanted-issues"

    /// The sorts the search screen's `s` key cycles through, in order.
    public static let cycle: [RepoSort] = [.bestMatch, .stars, .forks, .updated]

    /// The next sort in the cycle best match → stars → forks → updated → best match; a sort outside the cycle
    /// goes back to best match.
    public var next: RepoSort {
        guard let index = Self.cycle.firstIndex(of: self) else { return .bestMatch }
        return Self.cycle[(index + 1) % Self.cycle.count]
    }

    /// A label for people ("best match", "stars", ...).
    public var title: String {
        switch self {
        case .bestMatch: "best match"
        case .helpWantedIssues: "help wanted issues"
        default: rawValue
        }
    }
}
