import Domain
import Foundation

/// What a list knows of an issue or a pull request when its row is opened: enough to show the conversation's title and
/// open its page at once, before anything else arrives.
public struct ConversationSummary: Hashable, Sendable {
    public let reference: ConversationReference
    /// The title as the list showed it; untrusted text.
    public let title: String
    public let htmlURL: URL?
    public let isPullRequest: Bool

    public init(reference: ConversationReference, title: String, htmlURL: URL?, isPullRequest: Bool) {
        self.reference = reference
        self.title = title
        self.htmlURL = htmlURL
        self.isPullRequest = isPullRequest
    }
}
