/// Where a pull request stands, as gh shows it: an open draft is a draft, a merged one is merged (never closed).
public enum PullRequestStatus: String, CaseIterable, Hashable, Sendable {
    /// Open and ready for review.
    case open
    /// Open, as a draft.
    case draft
    case merged
    /// Closed without merging.
    case closed

    /// The word gh prints for it in upper case (`OPEN`, `DRAFT`, `MERGED`, `CLOSED`).
    public var word: String { rawValue.uppercased() }
}
