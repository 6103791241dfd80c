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

    /// The next sort in the cycle best match → stars → forks → updated → best match.
    public var next: RepoSort {
        let all = RepoSort.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    /// A label for people ("best match", "stars", ...).
    public var title: String {
        self == .bestMatch ? "best match" : rawValue
    }
}
