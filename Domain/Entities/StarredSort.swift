/// How the signed-in person's starred repositories are ordered (`sort` of `GET /user/starred`).
public enum StarredSort: String, CaseIterable, Hashable, Sendable {
    /// By when the repository was starred (GitHub's default).
    case created
    /// By when the repository was last pushed to.
    case updated

    /// The other sort, for a key that toggles between the two.
    public var next: StarredSort {
        self == .created ? .updated : .created
    }

    /// A label for people.
    public var title: String {
        self == .created ? "starred" : "updated"
    }
}
