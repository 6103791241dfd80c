import Foundation

/// One issue as `GET /repos/{owner}/{repo}/issues/{number}` answers it: every pull request is an issue there too, with
/// the facts an issue and a pull request share.
///
/// Only the number and the title identify it. Every other field is `nil` when the source did not send it (an older
/// server, a trimmed answer), never a made-up value; a front end that must print a value of a type (gh's JSON) says
/// what absence reads as there.
public struct IssueDetail: Hashable, Sendable {
    public let number: Int
    /// The title; untrusted text.
    public let title: String
    /// The description as written (Markdown), exactly as sent: `""` when GitHub sent an empty one, `nil` for `null` or
    /// none. Untrusted text.
    public let body: String?
    public let state: IssueState?
    /// Why it was closed, as GitHub words it (`completed`, `not_planned`, `duplicate`, `reopened`); `nil` when it
    /// never was, or the server does not say.
    public let stateReason: String?
    /// Who opened it; `nil` when GitHub sends no user (a deleted account, in some answers).
    public let author: GithubUser?
    /// The author's relation to the repository (`OWNER`, `MEMBER`, `CONTRIBUTOR`, `NONE`…), as GitHub words it.
    public let authorAssociation: String?
    /// The labels, in GitHub's order; `nil` when not sent.
    public let labels: [IssueLabel]?
    /// The people it is assigned to; `nil` when not sent.
    public let assignees: [GithubUser]?
    public let milestone: Milestone?
    /// How many comments it has (a pull request's conversation comments, not its reviews).
    public let commentCount: Int?
    public let createdAt: Date?
    public let updatedAt: Date?
    /// When it was closed; `nil` while open.
    public let closedAt: Date?
    /// Its page on GitHub.
    public let htmlURL: URL?
    /// Its global node ID (`node_id`, GraphQL's `id`).
    public let nodeID: String?
    /// Whether it is a pull request (its `pull_request.html_url` is set).
    public let isPullRequest: Bool
    /// The reactions left on it, when GitHub sends them.
    public let reactions: ReactionCounts?

    public init(
        number: Int, title: String, body: String?, state: IssueState?, stateReason: String? = nil,
        author: GithubUser?, authorAssociation: String? = nil, labels: [IssueLabel]?, assignees: [GithubUser]?,
        milestone: Milestone?, commentCount: Int?, createdAt: Date?, updatedAt: Date?, closedAt: Date?, htmlURL: URL?,
        nodeID: String? = nil, isPullRequest: Bool = false, reactions: ReactionCounts? = nil
    ) {
        self.number = number
        self.title = title
        self.body = body
        self.state = state
        self.stateReason = stateReason
        self.author = author
        self.authorAssociation = authorAssociation
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
        self.commentCount = commentCount
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.closedAt = closedAt
        self.htmlURL = htmlURL
        self.nodeID = nodeID
        self.isPullRequest = isPullRequest
        self.reactions = reactions
    }

    /// This item, known to be a pull request (read from a pull request's own answer, which has no `pull_request`).
    public var markedAsPullRequest: IssueDetail {
        IssueDetail(
            number: number, title: title, body: body, state: state, stateReason: stateReason, author: author,
            authorAssociation: authorAssociation, labels: labels, assignees: assignees, milestone: milestone,
            commentCount: commentCount, createdAt: createdAt, updatedAt: updatedAt, closedAt: closedAt,
            htmlURL: htmlURL, nodeID: nodeID, isPullRequest: true, reactions: reactions)
    }
}
