import Domain
import Foundation

extension IssueComment {
    /// Comment `id` by mona, written `minutes` minutes after 1,700,000,000 seconds.
    static func fixture(id: Int, minutes: Int? = nil) -> IssueComment {
        IssueComment(
            id: id, author: GithubUser(login: "mona", type: "User"), body: "Comment \(id).",
            createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double((minutes ?? id) * 60)))
    }
}
