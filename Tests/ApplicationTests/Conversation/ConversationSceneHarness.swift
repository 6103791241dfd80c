import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// A conversation on virtual time: `octo-org/tracker#12` opened from its list and loaded at tick 100, the use case's
/// answers as cold observables timed from each request; the item, the comments, the reviews and the timeline
/// recorded.
final class ConversationSceneHarness: SceneHarness<ConversationViewModel> {
    /// What the screen showed, as recorded.
    struct Recording {
        let subject: TestableObserver<DetailPart<ConversationSubject>>
        let comments: ListRecording<IssueCommentPage>
        let reviews: TestableObserver<DetailPart<[PullRequestReview]>>
        let timeline: TestableObserver<[ConversationEntry]>
        let isLoading: TestableObserver<Bool>
    }

    let useCase = ConversationUseCaseFake()
    let navigator = ConversationNavigatorFake()
    let reference = ConversationReference(repository: RepoReference(owner: "octo-org", name: "tracker"), number: 12)
    /// What the list knew of the item.
    lazy var summary = ConversationSummary(
        reference: reference, title: "From the list",
        htmlURL: URL(string: "https://github.com/octo-org/tracker/issues/12"),
        isPullRequest: false)

    /// The query for `page` of the comments.
    func query(page: Int = 1) -> IssueCommentQuery {
        try! IssueCommentQuery(conversation: reference, page: page)
    }

    /// Answers the item with `subject` `ticks` after it is asked for.
    func answerSubject(_ subject: ConversationSubject, after ticks: Int = 30) {
        useCase.answerSubject(
            with: scheduler.createColdObservable([.next(ticks, subject), .completed(ticks)]).asObservable())
    }

    /// Answers `query` with the comments `ids`, and a next page when `hasNext`, `ticks` after it is asked for.
    @discardableResult
    func answer(
        _ query: IssueCommentQuery, ids: [Int], hasNext: Bool = false, after ticks: Int = 50
    ) -> TestableObservable<IssueCommentPage> {
        let page = IssueCommentPage(
            query: query, items: ids.map { IssueComment.fixture(id: $0) }, hasNextLink: hasNext, lastPage: nil,
            rateLimit: nil)
        let answer = scheduler.createColdObservable([.next(ticks, page), .completed(ticks)])
        useCase.answer(query, with: answer.asObservable())
        return answer
    }

    /// Answers `query` with `failure` `ticks` after it is asked for.
    func fail(_ query: IssueCommentQuery, with failure: RepositoryError, after ticks: Int = 20) {
        useCase.answer(
            query,
            with: scheduler.createColdObservable([Recorded<Event<IssueCommentPage>>.error(ticks, failure)])
                .asObservable())
    }

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        let recording = Recording(
            subject: record(\.subject), comments: record(list: \.comments), reviews: record(\.reviews),
            timeline: record(\.timeline), isLoading: record(\.isLoading))
        run(ConversationViewModel(summary: summary, useCase: useCase, navigator: navigator)) {
            ConversationViewModel.Input(loadTrigger: $0.trigger([.next(100, ())]))
        }
        return recording
    }
}
