import Domain
import Foundation

/// What a conversation is about: an issue, or a pull request (as an issue, with its own facts beside).
public struct ConversationSubject: Hashable, Sendable {
    public let issue: IssueDetail
    /// The pull request's own facts, when the subject is one.
    public let pullRequest: PullRequestDetail?

    public init(issue: IssueDetail, pullRequest: PullRequestDetail?) {
        self.issue = issue
        self.pullRequest = pullRequest
    }
}
