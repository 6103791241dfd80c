import Foundation

/// One comment on an issue's or a pull request's conversation, as `GET /repos/{owner}/{repo}/issues/{number}/comments`
/// lists it.
///
/// Only its `id` identifies it. GitHub's REST answer says nothing of a comment being hidden (minimized) or whether the
/// reader wrote it; a comment was edited when it changed after it was written.
public struct IssueComment: Hashable, Sendable {
    public let id: Int
    /// Its global node ID (`node_id`, GraphQL's `id`).
    public let nodeID: String?
    /// Who wrote it; `nil` when GitHub sends no user.
    public let author: GithubUser?
    public let authorAssociation: String?
    /// The comment as written (Markdown), as sent; `nil` for `null` or none. Untrusted text.
    public let body: String?
    public let createdAt: Date?
    public let updatedAt: Date?
    /// Its place on GitHub (`…/issues/12#issuecomment-1`).
    public let htmlURL: URL?
    public let reactions: ReactionCounts?

    public init(
        id: Int, nodeID: String? = nil, author: GithubUser?, authorAssociation: String? = nil, body: String?,
        createdAt: Date?, updatedAt: Date? = nil, htmlURL: URL? = nil, reactions: ReactionCounts? = nil
    ) {
        self.id = id
        self.nodeID = nodeID
        self.author = author
        self.authorAssociation = authorAssociation
        self.body = body
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.htmlURL = htmlURL
        self.reactions = reactions
    }

    /// Whether it was changed after it was written; `false` when either time is unknown.
    public var isEdited: Bool {
        guard let createdAt, let updatedAt else { return false }
        return updatedAt > createdAt
    }
}
