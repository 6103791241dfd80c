import Domain
import Foundation
import Reactive
import Synchronization
import XCTest

@testable import Application

final class ConversationUseCaseTests: XCTestCase {
    /// A conversation source that answers from what it was set up with and records what was asked.
    private final class ConversationRepositoryFake: ConversationRepositoryType, Sendable {
        let issue: IssueDetail
        let pullRequest: PullRequestDetail?
        /// How many pages of reviews there are, each of one review.
        let reviewPageCount: Int
        private let asked = Mutex<[String]>([])

        init(issue: IssueDetail, pullRequest: PullRequestDetail? = nil, reviewPageCount: Int = 1) {
            self.issue = issue
            self.pullRequest = pullRequest
            self.reviewPageCount = reviewPageCount
        }

        var calls: [String] { asked.withLock { $0 } }

        func issue(_ reference: ConversationReference) async throws(RepositoryError) -> IssueDetail {
            asked.withLock { $0.append("issue") }
            return issue
        }

        func pullRequest(_ reference: ConversationReference) async throws(RepositoryError) -> PullRequestDetail {
            asked.withLock { $0.append("pull") }
            guard let pullRequest else { throw .notAPullRequest(reference) }
            return pullRequest
        }

        func comments(_ query: IssueCommentQuery) async throws(RepositoryError) -> IssueCommentPage {
            IssueCommentPage(query: query, items: [], hasNextLink: false, lastPage: nil, rateLimit: nil)
        }

        func reviews(_ query: ReviewQuery) async throws(RepositoryError) -> ReviewPage {
            asked.withLock { $0.append("reviews \(query.page)") }
            return ReviewPage(
                query: query, items: [.fixture(id: query.page, minutes: query.page)],
                hasNextLink: query.page < reviewPageCount, lastPage: nil, rateLimit: nil)
        }
    }

    private let reference = ConversationReference(
        repository: RepoReference(owner: "octo-org", name: "tracker"), number: 12)
    private let pull = PullRequestDetail(
        number: 12, title: "Change", state: .open, isDraft: true, mergedAt: nil, mergedBy: nil, headRefName: "topic",
        headRepositoryOwner: nil, isCrossRepository: false, baseRefName: "main", additions: 1, deletions: 1,
        changedFiles: 1, commitCount: 1)

    func test_subject_ofAnIssue_asksForNoPullRequest() async throws {
        let repository = ConversationRepositoryFake(issue: .fixture())
        let subject = try await ConversationUseCase(repository: repository).subject(reference).collect()
        XCTAssertEqual(subject, [ConversationSubject(issue: .fixture(), pullRequest: nil)])
        XCTAssertEqual(repository.calls, ["issue"])
    }

    func test_subject_ofAPullRequestsNumber_carriesThePullRequestsOwnFacts() async throws {
        let repository = ConversationRepositoryFake(issue: .fixture(isPullRequest: true), pullRequest: pull)
        let subject = try await ConversationUseCase(repository: repository).subject(reference).collect()
        XCTAssertEqual(subject.first?.pullRequest, pull)
        XCTAssertEqual(repository.calls, ["issue", "pull"])
    }

    func test_pullRequest_ofAnIssuesNumber_failsSayingItIsAnIssue() async throws {
        let repository = ConversationRepositoryFake(issue: .fixture())
        do {
            _ = try await ConversationUseCase(repository: repository).pullRequest(reference).collect()
            XCTFail("an issue is no pull request")
        } catch {
            XCTAssertEqual(error as? RepositoryError, .notAPullRequest(reference))
        }
    }

    func test_reviews_areReadPageAfterPage_upToTheBound() async throws {
        let few = ConversationRepositoryFake(issue: .fixture(), pullRequest: pull, reviewPageCount: 3)
        let reviews = try await ConversationUseCase(repository: few).reviews(reference).collect()
        XCTAssertEqual(reviews.first?.map(\.id), [1, 2, 3])

        let endless = ConversationRepositoryFake(issue: .fixture(), pullRequest: pull, reviewPageCount: .max)
        let bounded = try await ConversationUseCase(repository: endless).reviews(reference).collect()
        XCTAssertEqual(bounded.first?.count, ConversationUseCase.maximumReviewPages)
    }
}
