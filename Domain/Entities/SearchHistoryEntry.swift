import Foundation

/// One remembered search: what was typed, how it was ranked, when it was last submitted and how often.
///
/// Two submissions with the same text, sort and order are one entry: the later one moves it to the top and counts.
public struct SearchHistoryEntry: Hashable, Sendable {
    /// The number of entries a history keeps at most: the oldest are dropped as new ones arrive.
    public static let maximumCount = 1000

    /// The search text as submitted (keywords and qualifiers), never empty.
    public let text: String
    /// The ranking it was submitted with.
    public let sort: RepoSort
    /// The ranking's direction it was submitted with.
    public let order: SortDirection
    /// When it was last submitted.
    public let lastUsedAt: Date
    /// How many times it was submitted (at least 1).
    public let useCount: Int

    /// A `useCount` below 1 counts as 1.
    public init(text: String, sort: RepoSort, order: SortDirection, lastUsedAt: Date, useCount: Int = 1) {
        self.text = text
        self.sort = sort
        self.order = order
        self.lastUsedAt = lastUsedAt
        self.useCount = max(1, useCount)
    }

    /// The first page of this search with `perPage` results; throws what `RepoSearchQuery` throws.
    public func query(perPage: Int = RepoSearchQuery.defaultPerPage) throws(RepositoryError) -> RepoSearchQuery {
        try RepoSearchQuery(text: text, sort: sort, order: order, perPage: perPage)
    }
}
