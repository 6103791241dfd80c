import Domain
import Foundation

extension IssueDetail {
    /// Issue `number` titled `Issue N`, open, by octocat, with `comments` comments; a pull request when asked.
    static func fixture(number: Int = 12, comments: Int = 0, isPullRequest: Bool = false) -> IssueDetail {
        IssueDetail(
            number: number, title: "Issue \(number)", body: "Body of \(number).", state: .open,
            author: GithubUser(login: "octocat", type: "User"), labels: [], assignees: [], milestone: nil,
            commentCount: comments, createdAt: Date(timeIntervalSince1970: 1_700_000_000), updatedAt: nil,
            closedAt: nil, htmlURL: URL(string: "https://github.com/octo-org/tracker/issues/\(number)"),
            isPullRequest: isPullRequest)
    }
}
