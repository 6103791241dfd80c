import Application
import Domain
import XCTest

final class ConversationTimelineTests: XCTestCase {
    func test_reviews_arePlacedAmongTheCommentsByDate() {
        let entries = ConversationTimeline.entries(
            comments: [.fixture(id: 1, minutes: 10), .fixture(id: 2, minutes: 30)],
            reviews: [.fixture(id: 9, minutes: 40), .fixture(id: 8, minutes: 5), .fixture(id: 7, minutes: 20)]
                .sorted { ($0.submittedAt ?? .distantFuture) < ($1.submittedAt ?? .distantFuture) },
            hasMoreComments: false)
        XCTAssertEqual(
            entries,
            [
                .review(.fixture(id: 8, minutes: 5)), .comment(.fixture(id: 1, minutes: 10)),
                .review(.fixture(id: 7, minutes: 20)), .comment(.fixture(id: 2, minutes: 30)),
                .review(.fixture(id: 9, minutes: 40)),
            ])
    }

    func test_whileCommentsRemain_aReviewAfterTheLastReceivedWaits() {
        let reviews: [PullRequestReview] = [.fixture(id: 7, minutes: 20), .fixture(id: 9, minutes: 40)]
        let comments: [IssueComment] = [.fixture(id: 1, minutes: 10), .fixture(id: 2, minutes: 30)]
        let partial = ConversationTimeline.entries(comments: comments, reviews: reviews, hasMoreComments: true)
        XCTAssertFalse(partial.contains(.review(reviews[1])), "a later page may hold comments before it")
        XCTAssertTrue(partial.contains(.review(reviews[0])))
        let whole = ConversationTimeline.entries(comments: comments, reviews: reviews, hasMoreComments: false)
        XCTAssertEqual(whole.last, .review(reviews[1]))
    }

    func test_pendingReviews_andBareCommentedVerdicts_areLeftOut_asGhLeavesThemOut() {
        let reviews: [PullRequestReview] = [
            .fixture(id: 1, state: .pending, minutes: nil), .fixture(id: 2, state: .commented, minutes: 3, body: ""),
            .fixture(id: 3, state: .commented, minutes: 4, body: "Words."),
            .fixture(id: 4, state: .dismissed, minutes: 5),
            .fixture(id: 5, state: .changesRequested, minutes: 6),
            .fixture(id: 6, state: .approved, minutes: 7, body: ""),
        ]
        let entries = ConversationTimeline.entries(comments: [], reviews: reviews, hasMoreComments: false)
        XCTAssertEqual(entries, reviews.suffix(4).map(ConversationEntry.review))
    }

    func test_noComments_andNoReviews_isAnEmptyTimeline() {
        XCTAssertEqual(ConversationTimeline.entries(comments: [], reviews: [], hasMoreComments: false), [])
    }
}
