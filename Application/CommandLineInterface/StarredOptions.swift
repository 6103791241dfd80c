/// How `repo-browser starred` should print the signed-in person's starred repositories.
public struct StarredOptions: Equatable, Sendable {
    /// The number of repositories shown when `--limit` is not given.
    public static let defaultLimit = 30

    /// How many repositories to show at most (`-L`, `--limit`), newest star first.
    public var limit: Int
    /// The JSON asked for with `--json`, or nil to print rows.
    public var json: JSONFieldSelection?

    public init(limit: Int = StarredOptions.defaultLimit, json: JSONFieldSelection? = nil) {
        self.limit = limit
        self.json = json
    }
}
