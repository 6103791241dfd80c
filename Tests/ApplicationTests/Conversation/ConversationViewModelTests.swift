import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting
import XCTest

final class ConversationViewModelTests: XCTestCase {
    private func commentIDs(_ timeline: [ConversationEntry]?) -> [Int] {
        (timeline ?? []).compactMap { entry in
            if case .comment(let comment) = entry { comment.id } else { nil }
        }
    }

    func test_theListsTitleShowsAtOnce_thenTheItemArrives() {
        let scene = ConversationSceneHarness()
        let issue = ConversationSubject(issue: .fixture(number: 12, comments: 2), pullRequest: nil)
        scene.answerSubject(issue)
        let summary = scene.record(\.summary)
        let recording = scene.run()
        XCTAssertEqual(summary.values.map(\.title), ["From the list"])
        XCTAssertEqual(recording.subject.events.map(\.time), [0, 132])
        XCTAssertEqual(recording.subject.values, [.loading, .loaded(issue)])
    }

    func test_theItemAndTheFirstPageOfComments_areAskedForSideBySide_onLoad() {
        let scene = ConversationSceneHarness()
        scene.answerSubject(ConversationSubject(issue: .fixture(comments: 2), pullRequest: nil), after: 80)
        scene.answer(scene.query(), ids: [1, 2], after: 20)
        let recording = scene.run()
        XCTAssertEqual(Set(scene.useCase.asked), ["subject \(scene.reference)", "comments page 1"])
        XCTAssertEqual(commentIDs(recording.timeline.values.last), [1, 2])
        XCTAssertEqual(recording.comments.state.values.last?.rows.map(\.id), [1, 2])
    }

    func test_theNextPageOfComments_isAskedOnlyWhenTheReaderNearsTheEnd() {
        let scene = ConversationSceneHarness()
        scene.answer(scene.query(), ids: [1, 2], hasNext: true)
        scene.answer(scene.query(page: 2), ids: [3])
        scene.fire(\.loadMoreTrigger, at: 400)
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.asked.filter { $0.hasPrefix("comments") }, ["comments page 1", "comments page 2"])
        XCTAssertEqual(recording.comments.state.events.first { $0.value.element?.rows.count == 3 }?.time, 452)
        XCTAssertEqual(commentIDs(recording.timeline.values.last), [1, 2, 3])
    }

    func test_aPageThatFails_saysWhy_andTheCommentsReceivedStay() {
        let scene = ConversationSceneHarness()
        scene.answer(scene.query(), ids: [1, 2], hasNext: true)
        scene.fail(scene.query(page: 2), with: .serverError(status: 502))
        scene.fire(\.loadMoreTrigger, at: 400)
        let recording = scene.run()
        XCTAssertEqual(recording.comments.errors, [.serverError(status: 502)])
        XCTAssertEqual(commentIDs(recording.timeline.values.last), [1, 2])
    }

    func test_anItemThatFails_isSaidWhereItWouldBe_andTheCommentsStay() {
        let scene = ConversationSceneHarness()
        scene.useCase.answerSubject(
            with: scene.scheduler.createColdObservable([
                Recorded<Event<ConversationSubject>>.error(30, RepositoryError.serverError(status: 503))
            ]).asObservable())
        scene.answer(scene.query(), ids: [1])
        let recording = scene.run()
        XCTAssertEqual(recording.subject.values.last, .failed(.serverError(status: 503)))
        XCTAssertEqual(recording.reviews.values.last, .absent, "nothing to ask for reviews of")
        XCTAssertEqual(commentIDs(recording.timeline.values.last), [1])
    }

    func test_anIssue_hasNoReviews_andAsksForNone() {
        let scene = ConversationSceneHarness()
        scene.answerSubject(ConversationSubject(issue: .fixture(), pullRequest: nil))
        let recording = scene.run()
        XCTAssertEqual(recording.reviews.values, [.loading, .absent])
        XCTAssertFalse(scene.useCase.asked.contains { $0.hasPrefix("reviews") })
    }

    func test_aPullRequest_asksForItsReviews_andPlacesThemAmongTheCommentsByDate() {
        let scene = ConversationSceneHarness()
        let pullRequest = PullRequestDetail(
            number: 12, title: "Change", state: .open, isDraft: false, mergedAt: nil, mergedBy: nil,
            headRefName: "topic", headRepositoryOwner: nil, isCrossRepository: false, baseRefName: "main",
            additions: 1, deletions: 1, changedFiles: 1, commitCount: 1)
        scene.answerSubject(
            ConversationSubject(issue: .fixture(comments: 2, isPullRequest: true), pullRequest: pullRequest))
        scene.answer(scene.query(), ids: [10, 30])
        let reviews = [PullRequestReview.fixture(id: 7, minutes: 20), .fixture(id: 8, state: .pending, minutes: nil)]
        scene.useCase.answerReviews(
            with: scene.scheduler.createColdObservable([.next(40, reviews), .completed(40)]).asObservable())
        let recording = scene.run()
        XCTAssertEqual(recording.reviews.values.last, .loaded(reviews))
        XCTAssertEqual(
            recording.timeline.values.last,
            [.comment(.fixture(id: 10)), .review(reviews[0]), .comment(.fixture(id: 30))],
            "the pending review is its author's alone")
    }

    func test_openInBrowser_opensTheListsAddress_beforeTheItemArrives() {
        let scene = ConversationSceneHarness()
        scene.fire(\.openInBrowserTrigger, at: 110)
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["openInBrowser https://github.com/octo-org/tracker/issues/12"])
    }

    func test_back_returnsToTheList() {
        let scene = ConversationSceneHarness()
        scene.fire(\.backTrigger, at: 200)
        _ = scene.run()
        XCTAssertEqual(scene.navigator.calls.all, ["back"])
    }

    func test_refresh_asksForEveryPartAgain() {
        let scene = ConversationSceneHarness()
        scene.answerSubject(ConversationSubject(issue: .fixture(), pullRequest: nil))
        scene.answer(scene.query(), ids: [1])
        scene.fire(\.refreshTrigger, at: 300)
        _ = scene.run()
        XCTAssertEqual(scene.useCase.asked.filter { $0.hasPrefix("subject") }.count, 2)
        XCTAssertEqual(scene.useCase.asked.filter { $0.hasPrefix("comments") }.count, 2)
    }

    func test_disposingView_releasesEverySubscription() {
        let baseline = Resources.total
        do {
            let scene = ConversationSceneHarness()
            scene.answerSubject(ConversationSubject(issue: .fixture(), pullRequest: nil), after: 500)
            scene.answer(scene.query(), ids: [1], after: 500)
            scene.disposeAt = 300
            _ = scene.run()
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    func test_hasTheShapeOfEveryScene() {
        let scene = ConversationSceneHarness()
        SceneShape.check(
            ConversationViewModel(
                summary: scene.summary, useCase: ConversationUseCaseFake(), navigator: ConversationNavigatorFake())
        ) { ConversationViewModel.Input(loadTrigger: $0) }
    }
}
