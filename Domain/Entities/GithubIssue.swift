import Foundation

/// An issue of a repository, as `GET /repos/{owner}/{repo}/issues` lists it.
public struct GithubIssue: Hashable, Sendable {
    /// The issue's number in its repository.
    public let number: Int
    /// The title; untrusted text, sanitise before display.
    public let title: String
    public let state: IssueState
    /// The login of the person who opened it; `nil` when GitHub sends no user (a deleted account).
    public let author: String?
    /// The labels, in GitHub's order.
    public let labels: [IssueLabel]
    public let commentCount: Int
    public let createdAt: Date
    public let updatedAt: Date
    /// When it was closed; `nil` while open.
    public let closedAt: Date?
    public let htmlURL: URL
    /// The description as written (Markdown); `nil` when empty. Untrusted text.
    public let body: String?
    /// Whether the item is really a pull request: the issues endpoint lists pull requests too, marked by a
    /// `pull_request` object whose `html_url` is set (until 2013 GitHub sent that object, with nulls, on every issue).
    public let isPullRequest: Bool

    public init(
        number: Int, title: String, state: IssueState, author: String?, labels: [IssueLabel], commentCount: Int,
        createdAt: Date, updatedAt: Date, closedAt: Date?, htmlURL: URL, body: String?, isPullRequest: Bool = false
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
    }
}
