import Foundation

/// An issue of a repository, as `GET /repos/{owner}/{repo}/issues` lists it.
public struct GithubIssue: Hashable, Sendable {
    /// The issue's number in its repository.
    public let number: Int
    /// The title; untrusted text, sanitise before display.
    public let title: String
    /// Open or closed.
    public let state: IssueState
    /// The login of the person who opened it; `nil` when GitHub sends no user (a deleted account).
    public let author: String?
    /// The author's global node ID (`user.node_id`, GraphQL's `id`), when GitHub sends one.
    public let authorNodeID: String?
    /// The author's kind of account (`user.type`: `User`, `Bot`, `Organization`, `Mannequin`), when GitHub sends one.
    public let authorType: String?
    /// The labels, in GitHub's order.
    public let labels: [IssueLabel]
    /// How many comments it has.
    public let commentCount: Int
    /// When it was opened.
    public let createdAt: Date
    /// When it last changed.
    public let updatedAt: Date
    /// When it was closed; `nil` while open.
    public let closedAt: Date?
    /// Its page on GitHub.
    public let htmlURL: URL
    /// The description as written (Markdown); `nil` when empty. Untrusted text.
    public let body: String?
    /// Whether the item is really a pull request: the issues endpoint lists pull requests too, marked by a
    /// `pull_request` object whose `html_url` is set (until 2013 GitHub sent that object, with nulls, on every issue).
    public let isPullRequest: Bool

    /// Creates an issue.
    public init(
        number: Int, title: String, state: IssueState, author: String?, labels: [IssueLabel], commentCount: Int,
        createdAt: Date, updatedAt: Date, closedAt: Date?, htmlURL: URL, body: String?, isPullRequest: Bool = false,
        authorNodeID: String? = nil,
        authorType: String? = nil
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
