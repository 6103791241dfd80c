/// How an account's repositories are ordered (`sort` of `GET /users/{username}/repos`).
public enum OwnerRepoSort: String, CaseIterable, Hashable, Sendable {
    /// By `owner/name` (GitHub's default for this list).
    case fullName = "full_name"
    /// By when the repository was created.
    case created
    /// By when GitHub last updated the repository's record (`updated_at`), which is not only a push.
    case updated
    /// By when the repository was last pushed to.
    case pushed

    /// The direction GitHub uses when none is sent: A to Z for names, newest first for times.
    public var defaultDirection: SortDirection {
        self == .fullName ? .ascending : .descending
    }

    /// The next sort in the cycle name → created → updated → pushed → name, for a key that steps through them.
    public var next: OwnerRepoSort {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? all.startIndex
        return all[(index + 1) % all.count]
    }

    /// A label for people ("name", "created", ...).
    public var title: String {
        self == .fullName ? "name" : rawValue
    }
}
