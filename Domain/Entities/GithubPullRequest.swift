import Foundation

/// A pull request of a repository, as `GET /repos/{owner}/{repo}/pulls` lists it.
///
/// Only the number and the title identify a pull request; an item without either is not one a list can show. Every
/// other field is `nil` when the source did not send it (an older server, a trimmed answer), never a made-up zero,
/// `false`, date or empty list: a list shows a blank there and `--json` writes `null`.
public struct GithubPullRequest: Hashable, Sendable {
    /// The pull request's number in its repository.
    public let number: Int
    /// The title; untrusted text, sanitise before display.
    public let title: String
    /// Open or closed (a merged pull request is closed, with `mergedAt`); `nil` when not sent.
    public let state: IssueState?
    /// Whether it is a draft; `nil` when the source does not say (servers before drafts send no `draft`).
    public let isDraft: Bool?
    /// The login of the person who opened it; `nil` when GitHub sends no user (a deleted account).
    public let author: String?
    /// The author's global node ID (`user.node_id`, GraphQL's `id`), when GitHub sends one.
    public let authorNodeID: String?
    /// The author's kind of account (`user.type`: `User`, `Bot`, `Organization`, `Mannequin`), when GitHub sends one.
    public let authorType: String?
    /// The labels, in GitHub's order: empty when GitHub sent an empty list; `nil` when it sent none at all (older
    /// servers' pull request lists carry no `labels`), which says nothing about the pull request's labels.
    public let labels: [IssueLabel]?
    /// The branch the changes come from (`head.ref`).
    public let headRefName: String?
    /// The owner of the repository the changes come from, when it is not the base repository's owner (a fork);
    /// `nil` for a branch of the same repository. A fork that was deleted is known by `head.label` alone.
    public let headRepositoryOwner: String?
    /// The branch the changes go into (`base.ref`).
    public let baseRefName: String?
    /// When it was opened; `nil` when not sent.
    public let createdAt: Date?
    /// When it last changed; `nil` when not sent.
    public let updatedAt: Date?
    /// When it was closed (merged or not); `nil` while open, or when not sent.
    public let closedAt: Date?
    /// When it was merged; `nil` unless merged, or when not sent.
    public let mergedAt: Date?
    /// Its page on GitHub.
    public let htmlURL: URL?

    /// Creates a pull request; `nil` for what the source does not say.
    public init(
        number: Int, title: String, state: IssueState?, isDraft: Bool?, author: String?, labels: [IssueLabel]?,
        headRefName: String?, headRepositoryOwner: String?, baseRefName: String?, createdAt: Date?, updatedAt: Date?,
        closedAt: Date?, mergedAt: Date?, htmlURL: URL?, authorNodeID: String? = nil,
        authorType: String? = nil
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
        self.authorNodeID = authorNodeID
        self.authorType = authorType
    }

    /// Where it stands, as people read it (`PullRequestStatus`).
    public var status: PullRequestStatus? {
        PullRequestStatus(state: state, isDraft: isDraft, mergedAt: mergedAt)
    }

    /// The branch the changes come from as gh names it: `OWNER:branch` when it lives in another repository; `nil`
    /// when the branch was not sent.
    public var headLabel: String? {
        guard let headRefName else { return nil }
        return headRepositoryOwner.map { "\($0):\(headRefName)" } ?? headRefName
    }
}
