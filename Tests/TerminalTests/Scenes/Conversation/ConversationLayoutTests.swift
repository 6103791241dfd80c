import Application
import Domain
import Foundation
import Markdown
import StyledText
import XCTest

@testable import ApplicationTests
@testable import Terminal

final class ConversationLayoutTests: XCTestCase {
    private let reference = ConversationReference(
        repository: RepoReference(owner: "octo-org", name: "tracker"), number: 12)
    private let now = Date(timeIntervalSince1970: 1_700_000_000 + 3 * 86_400)

    private func state(
        _ subject: DetailPart<ConversationSubject>, comments: [IssueComment] = [],
        reviews: DetailPart<[PullRequestReview]> = .absent
    ) -> ConversationViewState {
        var state = ConversationViewState()
        state.summary = ConversationSummary(
            reference: reference, title: "From the list", htmlURL: nil, isPullRequest: false)
        state.subject = subject
        state.reviews = reviews
        state.timeline = ConversationTimeline.entries(
            comments: comments, reviews: reviews.value ?? [], hasMoreComments: false)
        let query = try! IssueCommentQuery(conversation: reference)
        let page = IssueCommentPage(query: query, items: comments, hasNextLink: false, lastPage: nil, rateLimit: nil)
        state.comments = [.firstPageRequested(query), .firstPageLoaded(page)].reduce(
            PagedListState(), PagedListState.reduce)
        state.isLoading = false
        return state
    }

    private func lines(_ state: ConversationViewState, width: Int = 80) -> [String] {
        ConversationLayout.lines(
            for: state, width: width, wording: ErrorMessage(), now: now,
            rendered: { _, markdown in ReadmeRenderer.lines(markdown, fileName: "body.md", width: width) }
        ).map(\.text)
    }

    func test_anIssue_showsItsStateLine_people_labels_andMilestone() {
        let issue = IssueDetail(
            number: 12, title: "Crash", body: "It **crashes**.", state: .open, author: GithubUser(login: "octocat"),
            labels: [IssueLabel(name: "good first issue"), IssueLabel(name: "Bug")],
            assignees: [GithubUser(login: "mona"), GithubUser(login: "hubot")],
            milestone: Milestone(number: 1, title: "v1.0"), commentCount: 2,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000), updatedAt: nil, closedAt: nil, htmlURL: nil,
            reactions: ReactionCounts([.thumbsUp: 2, .hooray: 1]))
        let text = lines(state(.loaded(ConversationSubject(issue: issue, pullRequest: nil))))

        XCTAssertEqual(
            Array(text.prefix(6)),
            [
                "Open • octocat opened about 3 days ago • 2 comments", "2 👍 • 1 🎉", "Assignees: mona, hubot",
                "Labels: Bug, good first issue", "Milestone: v1.0", "",
            ])
        XCTAssertTrue(text.contains { $0.contains("It crashes.") }, "\(text)")
    }

    func test_aClosedIssue_saysWhy_whenGitHubSays() {
        let issue = IssueDetail(
            number: 2, title: "Windows", body: nil, state: .closed, stateReason: "not_planned", author: nil,
            labels: nil, assignees: nil, milestone: nil, commentCount: 0, createdAt: nil, updatedAt: nil,
            closedAt: nil, htmlURL: nil)
        let text = lines(state(.loaded(ConversationSubject(issue: issue, pullRequest: nil))))

        XCTAssertEqual(text.first, "Closed (not planned) • ghost opened at an unknown time • 0 comments")
        XCTAssertTrue(text.contains("No description provided"), "an empty body says so, as gh does")
        XCTAssertTrue(text.contains("No comments"))
    }

    func test_aPullRequest_saysWhoWantsToMergeWhat_andItsSize() {
        let pullRequest = PullRequestDetail(
            number: 12, title: "Cache", state: .closed, isDraft: false,
            mergedAt: Date(timeIntervalSince1970: 1_700_000_000), mergedBy: GithubUser(login: "hubot"),
            headRefName: "topic", headRepositoryOwner: GithubUser(login: "mona"), isCrossRepository: true,
            baseRefName: "main",
            additions: 37, deletions: 5, changedFiles: 4, commitCount: 6,
            requestedReviewers: [GithubUser(login: "monalisa")],
            requestedTeams: [GithubTeam(name: "Core", slug: "core")])
        let reviews = [
            PullRequestReview.fixture(id: 1, state: .changesRequested, minutes: 1),
            .fixture(id: 2, state: .approved, minutes: 2),
        ]
        let text = lines(
            state(
                .loaded(ConversationSubject(issue: .fixture(isPullRequest: true), pullRequest: pullRequest)),
                reviews: .loaded(reviews)), width: 100)

        XCTAssertEqual(
            Array(text.prefix(3)),
            [
                "Merged • octocat wants to merge 6 commits into main from mona:topic • about 3 days ago",
                "+37 -5 • 4 files changed",
                "Reviewers: hubot (Approved), monalisa (Requested), octo-org/core (Requested)",
            ])
        XCTAssertTrue(text.contains("hubot requested changes • 2d"), "\(text)")
        XCTAssertTrue(text.contains("hubot approved • 2d"), "\(text)")
    }

    func test_aPendingReview_isLeftOut_andACommentWithNoBodySaysSo() {
        let comment = IssueComment(id: 5, author: nil, body: nil, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        let text = lines(
            state(
                .loaded(ConversationSubject(issue: .fixture(comments: 1, isPullRequest: true), pullRequest: nil)),
                comments: [comment], reviews: .loaded([.fixture(id: 9, state: .pending, minutes: nil)])))

        XCTAssertTrue(text.contains("ghost • 3d"), "a deleted account is ghost: \(text)")
        XCTAssertTrue(text.contains("No body provided"))
        XCTAssertFalse(text.contains { $0.hasPrefix("hubot") }, "a pending review is its author's alone")
    }

    func test_anItemThatFailed_saysWhyWhereItWouldBe_andTheCommentsStay() {
        let text = lines(state(.failed(.serverError(status: 502)), comments: [.fixture(id: 1)]))

        XCTAssertTrue(text.first?.hasPrefix("GitHub failed to answer") == true, "\(text)")
        XCTAssertTrue(text.contains("Comment 1."), "\(text)")
    }

    func test_offline_theSnapshotSaysItHasNoConversationsInOneSentence() {
        var offline = state(
            .failed(.notRecorded(reason: "The offline snapshot has no issues, pull requests or their conversations")))
        offline.commentsError = nil
        let text = lines(offline)

        XCTAssertEqual(
            Array(text.prefix(2)), ["The offline snapshot has no issues, pull requests or their conversations", ""])
    }

    func test_aPageOfCommentsThatFailed_saysWhy_afterTheCommentsReceived() {
        var failed = state(
            .loaded(ConversationSubject(issue: .fixture(comments: 200), pullRequest: nil)),
            comments: [.fixture(id: 1), .fixture(id: 2)])
        failed.commentsError = ErrorMessage().text(for: RepositoryError.serverError(status: 503))
        let text = lines(failed)

        let last = text.lastIndex { $0.hasPrefix("comments failed: GitHub failed to answer") }
        let secondComment = text.firstIndex(of: "Comment 2.")
        XCTAssertNotNil(last)
        XCTAssertLessThan(secondComment ?? .max, last ?? .min)
    }

    func test_hostileText_isInert_everywhere() {
        let hostile = "evil\u{1B}]52;c;cGF5bG9hZA==\u{07}\u{1B}[2J\u{202E}txt.exe\u{9B}31m"
        let issue = IssueDetail(
            number: 8, title: hostile, body: hostile, state: .closed, stateReason: hostile,
            author: GithubUser(login: hostile),
            labels: [IssueLabel(name: hostile)], assignees: [GithubUser(login: hostile)],
            milestone: Milestone(number: 1, title: hostile), commentCount: 1, createdAt: nil, updatedAt: nil,
            closedAt: nil, htmlURL: nil)
        let comment = IssueComment(
            id: 1, author: GithubUser(login: hostile), authorAssociation: hostile, body: hostile, createdAt: nil)
        var conversation = state(.loaded(ConversationSubject(issue: issue, pullRequest: nil)), comments: [comment])
        conversation.summary = ConversationSummary(
            reference: reference, title: hostile, htmlURL: nil, isPullRequest: false)

        for text in lines(conversation, width: 40) + [ConversationLayout.title(of: conversation)] {
            for scalar in text.unicodeScalars {
                XCTAssertFalse(
                    scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format,
                    "U+\(String(scalar.value, radix: 16)) reaches the screen in \(text.debugDescription)")
            }
        }
    }
}
