import Domain

/// Which repository `repo-browser show` should print and how.
public struct ShowOptions: Equatable, Sendable {
    /// The repository to show.
    public var repository: RepoReference
    /// Whether to print JSON instead of text.
    public var isJSON: Bool

    /// Creates show options.
    public init(repository: RepoReference, isJSON: Bool = false) {
        self.repository = repository
        self.isJSON = isJSON
    }
}
