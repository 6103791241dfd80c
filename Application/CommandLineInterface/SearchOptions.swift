import Domain

/// What `repo-browser search` was asked to find and how to present it.
public struct SearchOptions: Equatable, Sendable {
    /// The query words joined by single spaces (GitHub qualifiers such as `language:swift` included); may be
    /// empty, in which case the composition root decides (for example the interactive search screen).
    public var query: String
    /// The requested sort, or nil for GitHub's best match.
    public var sort: RepoSort?
    /// The requested direction, or nil for GitHub's default (descending).
    public var order: SortDirection?
    /// The most results to show in total (1...1000, default 30).
    public var limit: Int
    /// The first page to fetch (1 or more, default 1).
    public var page: Int
    /// Results per request (1...100), or nil to let the caller choose from `limit`.
    public var perPage: Int?
    /// The JSON asked for with `--json`, or nil to print rows.
    public var json: JSONFieldSelection?
    /// The filter options, added to the query as qualifiers.
    public var filters: SearchFilters
    /// Whether to open the search in the browser instead (`-w`, `--web`).
    public var isWeb: Bool
    /// Whether to browse the results in the interactive browser (`-i`, `--interactive`).
    public var isInteractive = false

    /// Creates search options; the defaults match a plain `repo-browser search QUERY`.
    public init(
        query: String, sort: RepoSort? = nil, order: SortDirection? = nil, limit: Int = 30, page: Int = 1,
        perPage: Int? = nil, json: JSONFieldSelection? = nil, filters: SearchFilters = SearchFilters(),
        isWeb: Bool = false
    ) {
        self.query = query
        self.sort = sort
        self.order = order
        self.limit = limit
        self.page = page
        self.perPage = perPage
        self.json = json
        self.filters = filters
        self.isWeb = isWeb
    }

    /// The text sent to GitHub: the query words and the filters' qualifiers, or `RepoSearchQuery.defaultText`
    /// when there are neither.
    public var searchText: String {
        let words = [query.trimmingCharacters(in: .whitespacesAndNewlines)] + filters.qualifiers
        let text = words.filter { !$0.isEmpty }.joined(separator: " ")
        return text.isEmpty ? RepoSearchQuery.defaultText : text
    }

    /// Whether to print JSON instead of rows.
    public var isJSON: Bool { json != nil }
}
