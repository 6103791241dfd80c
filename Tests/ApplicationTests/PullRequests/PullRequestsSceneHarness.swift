import Application
import Domain
import Reactive
import ReactiveTesting

/// A repository's pull request list on virtual time: `octo-org/tracker`'s pull requests, two a page, loaded at tick 100, the
/// use case's pages as cold observables, the list and the state filter recorded.
final class PullRequestsSceneHarness: SceneHarness<PullRequestsViewModel> {
    /// What the screen showed, as recorded.
    struct Recording {
        let list: ListRecording<PullRequestPage>
        let state: TestableObserver<PullRequestStateFilter>
    }

    let useCase = PagedUseCaseFake<PullRequestPage>()
    let navigator = PullRequestsNavigatorFake()
    let repository = RepoReference(owner: "octo-org", name: "tracker")
    let perPage = 2

    /// The query for `page` of the pull requests in `state`.
    func query(_ state: PullRequestStateFilter = .open, page: Int = 1) -> PullRequestQuery {
        try! PullRequestQuery(repository: repository, state: state, perPage: perPage, page: page)
    }

    /// Answers `query` with `issues`, `filteredOut` left out (not merged), and a next page when `hasNext`.
    @discardableResult
    func answer(
        _ query: PullRequestQuery, with pullRequests: [GithubPullRequest], filteredOut: Int = 0, hasNext: Bool = false,
        after ticks: Int = 50
    ) -> TestableObservable<PullRequestPage> {
        let page = PullRequestPage(
            query: query, items: pullRequests, hasNextLink: hasNext, lastPage: nil, rateLimit: nil,
            filteredOutCount: filteredOut)
        let answer = scheduler.createColdObservable([.next(ticks, page), .completed(ticks)])
        useCase.answer(query, with: answer.asObservable())
        return answer
    }

    /// Answers `query` with `failure` `ticks` after it is subscribed.
    func fail(_ query: PullRequestQuery, with failure: RepositoryError, after ticks: Int = 20) {
        useCase.answer(
            query,
            with: scheduler.createColdObservable([Recorded<Event<PullRequestPage>>.error(ticks, failure)])
                .asObservable())
    }

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        let recording = Recording(list: record(list: \.list), state: record(\.state))
        run(
            PullRequestsViewModel(repository: repository, useCase: useCase, navigator: navigator, perPage: perPage)
        ) { PullRequestsViewModel.Input(loadTrigger: $0.trigger([.next(100, ())])) }
        return recording
    }
}
