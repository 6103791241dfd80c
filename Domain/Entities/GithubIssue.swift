import Foundation

/// An issue of a repository, as `GET /repos/{owner}/{repo}/issues` lists it.
///
/// Only the number and the title identify an issue; an item without either is not an issue a list can show. Every
/// other field is `nil` when the source did not send it (an older server, a trimmed answer), never a made-up zero,
/// date or empty list: a list shows a blank there and `--json` writes `null`.
public struct GithubIssue: Hashable, Sendable {
    /// The issue's number in its repository.
    public let number: Int
    /// The title; untrusted text, sanitise before display.
    public let title: String
    /// Open or closed; `nil` when not sent.
    public let state: IssueState?
    /// The login of the person who opened it; `nil` when GitHub sends no user (a deleted account) or no `user` at all.
    public let author: String?
    /// The author's global node ID (`user.node_id`, GraphQL's `id`), when GitHub sends one.
    public let authorNodeID: String?
    /// The author's kind of account (`user.type`: `User`, `Bot`, `Organization`, `Mannequin`), when GitHub sends one.
    public let authorType: String?
    /// The labels, in GitHub's order: empty when GitHub sent an empty list; `nil` when it sent none at all, which
    /// says nothing about the issue's labels (so it is not read as "no labels").
    public let labels: [IssueLabel]?
    /// How many comments it has; `nil` when not sent (a zero would claim nobody commented).
    public let commentCount: Int?
    /// When it was opened; `nil` when not sent.
    public let createdAt: Date?
    /// When it last changed; `nil` when not sent.
    public let updatedAt: Date?
    /// When it was closed; `nil` while open, or when not sent.
    public let closedAt: Date?
    /// Its page on GitHub.
    public let htmlURL: URL?
    /// The description as written (Markdown); `nil` when empty. Untrusted text.
    public let body: String?
    /// Whether the item is really a pull request: the issues endpoint lists pull requests too, marked by a
    /// `pull_request` object whose `html_url` is set (until 2013 GitHub sent that object, with nulls, on every issue).
    public let isPullRequest: Bool

    /// Creates an issue; `nil` for what the source does not say.
    public init(
        number: Int, title: String, state: IssueState?, author: String?, labels: [IssueLabel]?, commentCount: Int?,
        createdAt: Date?, updatedAt: Date?, closedAt: Date?, htmlURL: URL?, body: String?, isPullRequest: Bool = false,
        authorNodeID: String? = nil, authorType: String? = nil
    ) {
        self.number = number
        self.title = title
        self.state = state
        self.author = author
        self.labels = labels
        self.commentCount = commentCount
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.closedAt = closedAt
        self.htmlURL = htmlURL
        self.body = body
        self.isPullRequest = isPullRequest
        self.authorNodeID = authorNodeID
        self.authorType = authorType
    }
}
