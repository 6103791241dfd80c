import Foundation

/// Where a pull request stands, as gh shows it: an open draft is a draft, a merged one is merged (never closed).
public enum PullRequestStatus: String, CaseIterable, Hashable, Sendable {
    /// Open and ready for review.
    case open
    /// Open, as a draft.
    case draft
    case merged
    /// Closed without merging.
    case closed

    /// The status of a pull request in `state`, a draft or not (`isDraft`), merged at `mergedAt`; `nil` when neither
    /// the state nor a merge time was sent. An open pull request whose `isDraft` is unknown is open (servers before
    /// drafts had none).
    public init?(state: IssueState?, isDraft: Bool?, mergedAt: Date?) {
        if mergedAt != nil {
            self = .merged
            return
        }
        switch state {
        case .closed: self = .closed
        case .open: self = isDraft == true ? .draft : .open
        case nil: return nil
        }
    }

    /// The word gh prints for it in upper case (`OPEN`, `DRAFT`, `MERGED`, `CLOSED`).
    public var word: String { rawValue.uppercased() }
}
