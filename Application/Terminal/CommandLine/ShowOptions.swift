import Domain

/// Which repository `repo-browser show` should print and how.
public struct ShowOptions: Equatable, Sendable {
    /// The repository to show.
    public var repository: RepoReference
    /// The JSON asked for with `--json`, or nil to print text.
    public var json: JSONSelection?

    /// Creates show options.
    public init(repository: RepoReference, json: JSONSelection? = nil) {
        self.repository = repository
        self.json = json
    }

    /// Whether to print JSON instead of text.
    public var isJSON: Bool { json != nil }
}
