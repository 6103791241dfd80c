import Domain

/// The repositories a `search` collected across one or more pages, with GitHub's envelope facts.
public struct SearchResults: Hashable, Sendable {
    /// The repositories, in ranking order, each once, at most the requested limit.
    public let items: [GithubRepo]
    /// GitHub's count of all matches as the latest page gave it, as the search screen shows it (it drifts between
    /// pages); `nil` when no page said.
    public let totalCount: Int?
    /// Whether any page reported that GitHub's search timed out and matches may be missing.
    public let isIncomplete: Bool
    /// How many repositories the fetched pages held that could not be read and were left out.
    public let skippedItemCount: Int

    public init(items: [GithubRepo], totalCount: Int?, isIncomplete: Bool, skippedItemCount: Int = 0) {
        self.items = items
        self.totalCount = totalCount
        self.isIncomplete = isIncomplete
        self.skippedItemCount = skippedItemCount
    }
}
