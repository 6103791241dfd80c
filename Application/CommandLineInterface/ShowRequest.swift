import Domain

/// `repo-browser show` as parsed: the repository still to be resolved, and how to show it.
public struct ShowRequest: Equatable, Sendable {
    public var target: RepositoryTarget
    /// The JSON asked for with `--json`, or nil to print text.
    public var json: JSONFieldSelection?
    /// Whether to open the repository's page in the browser instead (`-w`, `--web`).
    public var isWeb: Bool

    public init(target: RepositoryTarget, json: JSONFieldSelection? = nil, isWeb: Bool = false) {
        self.target = target
        self.json = json
        self.isWeb = isWeb
    }

    /// The options for showing `repository`, the target once resolved.
    public func options(for repository: RepoReference) -> ShowOptions {
        ShowOptions(repository: repository, json: json, isWeb: isWeb)
    }
}
