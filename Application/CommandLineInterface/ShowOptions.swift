import Domain

/// Which repository `repo-browser show` should print and how.
public struct ShowOptions: Equatable, Sendable {
    public var repository: RepoReference
    /// The JSON asked for with `--json`, or nil to print text.
    public var json: JSONFieldSelection?
    /// Whether to open the repository's page in the browser instead (`-w`, `--web`).
    public var isWeb: Bool

    public init(repository: RepoReference, json: JSONFieldSelection? = nil, isWeb: Bool = false) {
        self.repository = repository
        self.json = json
        self.isWeb = isWeb
    }

    /// Whether to print JSON instead of text.
    public var isJSON: Bool { json != nil }
}
