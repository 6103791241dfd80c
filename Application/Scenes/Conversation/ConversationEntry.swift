import Domain
import Foundation

/// One thing said in a conversation, in its timeline: a comment, or a pull request's review with its verdict.
public enum ConversationEntry: Hashable, Sendable {
    case comment(IssueComment)
    case review(PullRequestReview)

    /// When it was said: a comment's creation, a review's submission.
    public var date: Date? {
        switch self {
        case .comment(let comment): comment.createdAt
        case .review(let review): review.submittedAt
        }
    }
}
