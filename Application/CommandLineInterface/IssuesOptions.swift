import Domain

/// What `repo-browser issues` was asked to list, and how, as `gh issue list` takes it.
public struct IssuesOptions: Equatable, Sendable {
    /// The number of issues shown when `--limit` is not given.
    public static let defaultLimit = 30

    /// Whose issues: the argument or `-R`, else the current directory's repository.
    public var target: RepositoryTarget
    /// Which states (`-s`, `--state`; default open).
    public var state: IssueStateFilter
    /// How many issues to show at most (`-L`, `--limit`).
    public var limit: Int
    /// Labels an issue must all carry (`-l`, `--label`, repeatable).
    public var labels: [String]
    /// The login of the person who opened them (`-A`, `--author`), or `nil` for anyone.
    public var author: String?
    /// Whether to open the list on the website instead (`-w`, `--web`).
    public var isWeb: Bool
    /// The JSON asked for with `--json`, or nil to print rows.
    public var json: JSONFieldSelection?

    /// Creates issue list options; the defaults match a plain `repo-browser issues`.
    public init(
        target: RepositoryTarget = .currentDirectory, state: IssueStateFilter = .open,
        limit: Int = IssuesOptions.defaultLimit, labels: [String] = [], author: String? = nil, isWeb: Bool = false,
        json: JSONFieldSelection? = nil
    ) {
        self.target = target
        self.state = state
        self.limit = limit
        self.labels = labels
        self.author = author
        self.isWeb = isWeb
        self.json = json
    }
}
