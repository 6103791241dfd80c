import Foundation

/// A pull request of a repository, as `GET /repos/{owner}/{repo}/pulls` lists it.
public struct GithubPullRequest: Hashable, Sendable {
    /// The pull request's number in its repository.
    public let number: Int
    /// The title; untrusted text, sanitise before display.
    public let title: String
    /// Open or closed (a merged pull request is closed, with `mergedAt`).
    public let state: IssueState
    /// Whether it is a draft; false when the source does not say (servers before drafts).
    public let isDraft: Bool
    /// The login of the person who opened it; `nil` when GitHub sends no user (a deleted account).
    public let author: String?
    /// The labels, in GitHub's order.
    public let labels: [IssueLabel]
    /// The branch the changes come from (`head.ref`).
    public let headRefName: String
    /// The owner of the repository the changes come from, when it is not the base repository's owner (a fork);
    /// `nil` for a branch of the same repository. A fork that was deleted is known by `head.label` alone.
    public let headRepositoryOwner: String?
    /// The branch the changes go into (`base.ref`).
    public let baseRefName: String
    public let createdAt: Date
    public let updatedAt: Date
    /// When it was closed (merged or not); `nil` while open.
    public let closedAt: Date?
    /// When it was merged; `nil` unless merged.
    public let mergedAt: Date?
    public let htmlURL: URL

    public init(
        number: Int, title: String, state: IssueState, isDraft: Bool, author: String?, labels: [IssueLabel],
        headRefName: String, headRepositoryOwner: String?, baseRefName: String, createdAt: Date, updatedAt: Date,
        closedAt: Date?, mergedAt: Date?, htmlURL: URL
    ) {
        self.number = number
        self.title = title
        self.state = state
        self.isDraft = isDraft
        self.author = author
        self.labels = labels
        self.headRefName = headRefName
        self.headRepositoryOwner = headRepositoryOwner
        self.baseRefName = baseRefName
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.closedAt = closedAt
        self.mergedAt = mergedAt
        self.htmlURL = htmlURL
    }

    /// Where it stands, as people read it: merged, closed, a draft or open.
    public var status: PullRequestStatus {
        if mergedAt != nil { return .merged }
        if state == .closed { return .closed }
        return isDraft ? .draft : .open
    }

    /// The branch the changes come from as gh names it: `OWNER:branch` when it lives in another repository.
    public var headLabel: String {
        headRepositoryOwner.map { "\($0):\(headRefName)" } ?? headRefName
    }
}
