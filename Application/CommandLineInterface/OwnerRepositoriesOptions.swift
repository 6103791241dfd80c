import Domain

/// How `repo-browser repos OWNER` should print the public repositories an account owns.
public struct OwnerRepositoriesOptions: Equatable, Sendable {
    /// The number of repositories shown when `--limit` is not given.
    public static let defaultLimit = 30

    /// The account's login, checked as `OwnerRepoQuery` checks it.
    public var owner: String
    /// How many repositories to show at most (`-L`, `--limit`).
    public var limit: Int
    /// The order (`--sort`).
    public var sort: OwnerRepoSort
    /// The order's direction (`--order`), or `nil` for the sort's own.
    public var direction: SortDirection?
    /// The JSON asked for with `--json`, or nil to print rows.
    public var json: JSONFieldSelection?

    public init(
        owner: String, limit: Int = OwnerRepositoriesOptions.defaultLimit, sort: OwnerRepoSort = .fullName,
        direction: SortDirection? = nil, json: JSONFieldSelection? = nil
    ) {
        self.owner = owner
        self.limit = limit
        self.sort = sort
        self.direction = direction
        self.json = json
    }
}
