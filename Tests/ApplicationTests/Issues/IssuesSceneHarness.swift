import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// A repository's issue list on virtual time: the list scenes' harness (`ListSceneHarness`) with the state filter,
/// opening and back scripted, and their outputs recorded.
final class IssuesSceneHarness {
    /// What the screen showed and did, as recorded.
    struct Recording {
        let list: ListSceneHarness<IssuePage>.Recording
        let state: TestableObserver<IssueStateFilter>
        let opened: TestableObserver<URL>
        let wentBack: TestableObserver<Void>
    }

    let list = ListSceneHarness<IssuePage>()
    let navigator = IssuesNavigatorFake()
    let repository = RepoReference(owner: "octo-org", name: "tracker")
    var state: [Recorded<Event<Void>>] = []
    var open: [Recorded<Event<Int>>] = []
    var back: [Recorded<Event<Void>>] = []
    /// Results per page.
    let perPage = 2

    /// The query for `page` of the issues in `state`.
    func query(_ state: IssueStateFilter = .open, page: Int = 1) -> IssueQuery {
        try! IssueQuery(repository: repository, state: state, perPage: perPage, page: page)
    }

    /// Answers `query` with the issues `numbers`, `filteredOut` more left out (pull requests), and a next page when
    /// `hasNext`.
    @discardableResult
    func answer(
        _ query: IssueQuery, numbers: [Int], filteredOut: Int = 0, hasNext: Bool = false, after ticks: Int = 50
    ) -> TestableObservable<IssuePage> {
        let page = IssuePage(
            query: query, items: numbers.map { GithubIssue.fixture(number: $0) }, hasNextLink: hasNext, lastPage: nil,
            rateLimit: nil, filteredOutCount: filteredOut)
        return list.answer(query, with: page, after: ticks)
    }

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        let scheduler = list.scheduler
        let recorded = list.run {
            IssuesViewModel(
                useCase: list.useCase, navigator: navigator, firstQuery: query(), errorMessage: list.errorMessage
            ).transform(
                IssuesViewModel.Input(
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
