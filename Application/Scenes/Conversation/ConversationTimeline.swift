import Domain
import Foundation

/// The conversation in time order, as far as it is known: the comments received so far and the reviews among them,
/// each where its date puts it. Both front ends show this one ordering.
public enum ConversationTimeline {
    /// `comments` (oldest first, as GitHub pages them) with the reviews worth showing merged in by date: a review is
    /// shown once no comment that may precede it is still to come, so while later pages of comments remain
    /// (`hasMoreComments`) only the reviews dated no later than the last comment received are placed. A pending review
    /// (seen by its author alone) and a bare "commented" verdict with no words are left out, as gh leaves them out.
    public static func entries(
        comments: [IssueComment], reviews: [PullRequestReview], hasMoreComments: Bool
    ) -> [ConversationEntry] {
        let lastReceived = comments.last?.createdAt
        let shown = reviews.filter { review in
            guard isShown(review) else { return false }
            guard hasMoreComments else { return true }
            guard let submitted = review.submittedAt, let lastReceived else { return false }
            return submitted <= lastReceived
        }
        var entries: [ConversationEntry] = []
        entries.reserveCapacity(comments.count + shown.count)
        var pending = shown[...]
        for comment in comments {
            while let review = pending.first, precedes(review.submittedAt, comment.createdAt) {
                entries.append(.review(review))
                pending = pending.dropFirst()
            }
            entries.append(.comment(comment))
        }
        entries += pending.map(ConversationEntry.review)
        return entries
    }

    /// Whether a review is one a conversation shows: submitted, and either a verdict or words.
    public static func isShown(_ review: PullRequestReview) -> Bool {
        switch review.state {
        case .pending, nil: false
        case .commented: !(review.body ?? "").isEmpty
        case .approved, .changesRequested, .dismissed: true
        }
    }

    /// Whether something dated `first` comes before something dated `second`; an unknown date comes last.
    private static func precedes(_ first: Date?, _ second: Date?) -> Bool {
        guard let first else { return false }
        guard let second else { return true }
        return first < second
    }
}
