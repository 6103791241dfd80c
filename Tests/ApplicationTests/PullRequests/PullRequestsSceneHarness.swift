import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// A repository's pull request list on virtual time: the list scenes' harness (`ListSceneHarness`) with the state filter,
/// opening and back scripted, and their outputs recorded.
final class PullRequestsSceneHarness {
    /// What the screen showed and did, as recorded.
    struct Recording {
        let list: ListSceneHarness<PullRequestPage>.Recording
        let state: TestableObserver<PullRequestStateFilter>
        let opened: TestableObserver<URL>
        let wentBack: TestableObserver<Void>
    }

    let list = ListSceneHarness<PullRequestPage>()
    let navigator = PullRequestsNavigatorFake()
    let repository = RepoReference(owner: "octo-org", name: "tracker")
    var state: [Recorded<Event<Void>>] = []
    var open: [Recorded<Event<Int>>] = []
    var back: [Recorded<Event<Void>>] = []
    /// Results per page.
    let perPage = 2

    /// The query for `page` of the pull requests in `state`.
    func query(_ state: PullRequestStateFilter = .open, page: Int = 1) -> PullRequestQuery {
        try! PullRequestQuery(repository: repository, state: state, perPage: perPage, page: page)
    }

    /// Answers `query` with the pull requests `numbers` (merged when `isMerged`), `filteredOut` more left out, and a
    /// next page when `hasNext`.
    @discardableResult
    func answer(
        _ query: PullRequestQuery, numbers: [Int], isMerged: Bool = false, filteredOut: Int = 0, hasNext: Bool = false,
        after ticks: Int = 50
    ) -> TestableObservable<PullRequestPage> {
        let page = PullRequestPage(
            query: query, items: numbers.map { GithubPullRequest.fixture(number: $0, isMerged: isMerged) },
            hasNextLink: hasNext, lastPage: nil,
            rateLimit: nil, filteredOutCount: filteredOut)
        return list.answer(query, with: page, after: ticks)
    }

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        let scheduler = list.scheduler
        let recorded = list.run {
            PullRequestsViewModel(
                useCase: list.useCase, navigator: navigator, firstQuery: query(), errorMessage: list.errorMessage
            ).transform(
                PullRequestsViewModel.Input(
                    list: list.triggers, stateTrigger: scheduler.trigger(state), openTrigger: scheduler.trigger(open),
                    backTrigger: scheduler.trigger(back)))
        } list: {
            $0.list
        } record: { output, bag in
            (
                scheduler.record(output.state, in: bag), scheduler.record(output.opened, in: bag),
                scheduler.record(output.wentBack, in: bag)
            )
        }
        return Recording(
            list: recorded.list, state: recorded.scene.0, opened: recorded.scene.1, wentBack: recorded.scene.2)
    }
}
