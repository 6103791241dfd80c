import Foundation

/// One review of a pull request, as `GET /repos/{owner}/{repo}/pulls/{number}/reviews` lists it.
public struct PullRequestReview: Hashable, Sendable {
    public let id: Int
    public let nodeID: String?
    /// Who reviewed it; `nil` when GitHub sends no user.
    public let author: GithubUser?
    public let authorAssociation: String?
    /// What the reviewer wrote (Markdown), as sent: GitHub sends `""` for a verdict with no words. Untrusted text.
    public let body: String?
    /// The verdict; `nil` when the source sent none it knows.
    public let state: ReviewState?
    /// When it was submitted; `nil` while pending.
    public let submittedAt: Date?
    public let htmlURL: URL?
    /// The commit it reviewed.
    public let commitID: String?

    public init(
        id: Int, nodeID: String? = nil, author: GithubUser?, authorAssociation: String? = nil, body: String?,
        state: ReviewState?, submittedAt: Date?, htmlURL: URL? = nil, commitID: String? = nil
    ) {
        self.id = id
        self.nodeID = nodeID
        self.author = author
        self.authorAssociation = authorAssociation
        self.body = body
        self.state = state
        self.submittedAt = submittedAt
        self.htmlURL = htmlURL
        self.commitID = commitID
    }
}
