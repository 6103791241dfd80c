import Domain
import Foundation

/// Issues and pull requests shaped as GitHub lists them, for the command tests.
enum IssueFixtures {
    /// The repository listed.
    static let repository = RepoReference(owner: "octo", name: "widget")
    /// 2024-01-02T03:04:05Z.
    static let updated = Date(timeIntervalSince1970: 1_704_164_645)

    /// An issue of `repository`.
    static func issue(
        _ number: Int, title: String = "Crash on launch", state: IssueState = .open, author: String? = "mona",
        labels: [IssueLabel] = [], updatedAt: Date = updated
    ) -> GithubIssue {
        GithubIssue(
            number: number, title: title, state: state, author: author, labels: labels, commentCount: 3,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000), updatedAt: updatedAt,
            closedAt: state == .closed ? updatedAt : nil, htmlURL: url("issues", number), body: "It crashes.",
            authorNodeID: author.map { _ in "MDQ6VXNlcjU4MzIzMQ==" }, authorType: author.map { _ in "User" })
    }

    /// A pull request of `repository`: merged when `mergedAt` is set, from a fork when `fork` names its owner.
    static func pullRequest(
        _ number: Int, title: String = "Add a widget", state: IssueState = .open, isDraft: Bool = false,
        fork: String? = nil, branch: String = "topic", mergedAt: Date? = nil, author: String? = "hubot"
    ) -> GithubPullRequest {
        GithubPullRequest(
            number: number, title: title, state: state, isDraft: isDraft, author: author,
            labels: [IssueLabel(name: "enhancement", color: "a2eeef")], headRefName: branch,
            headRepositoryOwner: fork, baseRefName: "main", createdAt: updated, updatedAt: updated,
            closedAt: state == .closed ? updated : nil, mergedAt: mergedAt, htmlURL: url("pull", number))
    }

    /// `count` open issues numbered downwards from `count`.
    static func issues(_ count: Int) -> [GithubIssue] {
        (1...max(1, count)).reversed().prefix(count).map { issue($0, title: "Issue \($0)") }
    }

    private static func url(_ kind: String, _ number: Int) -> URL {
        URL(string: "https://github.com/octo/widget/\(kind)/\(number)") ?? URL(fileURLWithPath: "/")
    }
}
