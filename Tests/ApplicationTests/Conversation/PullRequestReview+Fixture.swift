import Domain
import Foundation

extension PullRequestReview {
    /// Review `id` by hubot with `state`, submitted `minutes` minutes after 1,700,000,000 seconds (`nil`: pending).
    static func fixture(
        id: Int, state: ReviewState = .approved, minutes: Int?, body: String = "Looks good."
    ) -> PullRequestReview {
        PullRequestReview(
            id: id, author: GithubUser(login: "hubot", type: "User"), body: body, state: state,
            submittedAt: minutes.map { Date(timeIntervalSince1970: 1_700_000_000 + Double($0 * 60)) })
    }
}
