import Application
import Domain
import Reactive
import ReactiveTesting

/// A repository's issue list on virtual time: `octo-org/tracker`'s issues, two a page, loaded at tick 100, the
/// use case's pages as cold observables, the list and the state filter recorded.
final class IssuesSceneHarness: SceneHarness<IssuesViewModel> {
    /// What the screen showed, as recorded.
    struct Recording {
        let list: ListRecording<IssuePage>
        let state: TestableObserver<IssueStateFilter>
    }

    let useCase = PagedUseCaseFake<IssuePage>()
    let navigator = IssuesNavigatorFake()
    let repository = RepoReference(owner: "octo-org", name: "tracker")
    let perPage = 2

    /// The query for `page` of the issues in `state`.
    func query(_ state: IssueStateFilter = .open, page: Int = 1) -> IssueQuery {
        try! IssueQuery(repository: repository, state: state, perPage: perPage, page: page)
    }

    /// Answers `query` with `issues`, `filteredOut` pull requests left out, and a next page when `hasNext`.
    @discardableResult
    func answer(
        _ query: IssueQuery, with issues: [GithubIssue], filteredOut: Int = 0, hasNext: Bool = false,
        after ticks: Int = 50
    ) -> TestableObservable<IssuePage> {
        let page = IssuePage(
            query: query, items: issues, hasNextLink: hasNext, lastPage: nil, rateLimit: nil,
            filteredOutCount: filteredOut)
        let answer = scheduler.createColdObservable([.next(ticks, page), .completed(ticks)])
        useCase.answer(query, with: answer.asObservable())
        return answer
    }

    /// Answers `query` with `failure` `ticks` after it is subscribed.
    func fail(_ query: IssueQuery, with failure: RepositoryError, after ticks: Int = 20) {
        useCase.answer(
            query,
            with: scheduler.createColdObservable([Recorded<Event<IssuePage>>.error(ticks, failure)]).asObservable())
    }

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        let recording = Recording(list: record(list: \.list), state: record(\.state))
        run(
            IssuesViewModel(repository: repository, useCase: useCase, navigator: navigator, perPage: perPage)
        ) { IssuesViewModel.Input(loadTrigger: $0.trigger([.next(100, ())])) }
        return recording
    }
}
