import Domain

/// What `repo-browser prs` was asked to list, and how, as `gh pr list` takes it.
public struct PullRequestsOptions: Equatable, Sendable {
    /// The number of pull requests shown when `--limit` is not given.
    public static let defaultLimit = 30

    /// Whose pull requests: the argument or `-R`, else the current directory's repository.
    public var target: RepositoryTarget
    /// Which states (`-s`, `--state`; default open).
    public var state: PullRequestStateFilter
    /// How many pull requests to show at most (`-L`, `--limit`).
    public var limit: Int
    /// The branch they must go into (`-B`, `--base`), or `nil` for any.
    public var base: String?
    /// Labels a pull request must all carry (`-l`, `--label`, repeatable).
    public var labels: [String]
    /// The login that must have opened them (`-A`, `--author`), or `nil` for anyone.
    public var author: String?
    /// Whether to open the list on the website instead (`-w`, `--web`).
    public var isWeb: Bool
    /// The JSON asked for with `--json`, or nil to print rows.
    public var json: JSONFieldSelection?

    /// Creates pull request list options; the defaults match a plain `repo-browser prs`.
    public init(
        target: RepositoryTarget = .currentDirectory, state: PullRequestStateFilter = .open,
        limit: Int = PullRequestsOptions.defaultLimit, base: String? = nil, labels: [String] = [],
        author: String? = nil, isWeb: Bool = false, json: JSONFieldSelection? = nil
    ) {
        self.target = target
        self.state = state
        self.limit = limit
        self.base = base
        self.labels = labels
        self.author = author
        self.isWeb = isWeb
        self.json = json
    }
}
