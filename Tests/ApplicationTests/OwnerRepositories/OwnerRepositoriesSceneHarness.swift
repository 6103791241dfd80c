import Application
import Domain
import Reactive
import ReactiveTesting

/// The repositories of `octo-org` on virtual time: loaded at tick 100, two a page, the use case's pages as cold
/// observables, the list and what the header shows recorded; any other trigger is fired and any other output recorded
/// through `SceneHarness`.
final class OwnerRepositoriesSceneHarness: SceneHarness<OwnerRepositoriesViewModel> {
    /// What the screen showed, as recorded.
    struct Recording {
        let list: ListRecording<OwnerRepoPage>
        let sort: TestableObserver<OwnerRepoSort>
        let order: TestableObserver<SortDirection>
    }

    let useCase = PagedUseCaseFake<OwnerRepoPage>()
    let navigator = OwnerRepositoriesNavigatorFake()
    /// Whose repositories the screen lists.
    let owner: String
    let perPage = 2

    init(owner: String = "octo-org") {
        self.owner = owner
    }

    /// The query for `page` of the list sorted by `sort` in `direction` (the sort's own by default).
    func query(_ sort: OwnerRepoSort = .fullName, direction: SortDirection? = nil, page: Int = 1) -> OwnerRepoQuery {
        try! OwnerRepoQuery(owner: owner, sort: sort, direction: direction, perPage: perPage, page: page)
    }

    /// Answers `query` `ticks` after it is subscribed with the repositories `ids`, with a next page when `hasNext`.
    func answer(_ query: OwnerRepoQuery, ids: [Int], hasNext: Bool = false, after ticks: Int = 50) {
        let page = OwnerRepoPage(
            query: query, items: ids.map { GithubRepo.fixture(id: $0) }, hasNextLink: hasNext, lastPage: nil,
            rateLimit: nil)
        useCase.answer(
            query, with: scheduler.createColdObservable([.next(ticks, page), .completed(ticks)]).asObservable())
    }

    /// Answers `query` with `failure` `ticks` after it is subscribed.
    func fail(_ query: OwnerRepoQuery, with failure: RepositoryError, after ticks: Int = 20) {
        useCase.answer(
            query,
            with: scheduler.createColdObservable([Recorded<Event<OwnerRepoPage>>.error(ticks, failure)])
                .asObservable())
    }

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        let recording = Recording(list: record(list: \.list), sort: record(\.sort), order: record(\.order))
        run(
            OwnerRepositoriesViewModel(
                owner: owner, useCase: useCase, navigator: navigator, perPage: perPage)
        ) { OwnerRepositoriesViewModel.Input(loadTrigger: $0.trigger([.next(100, ())])) }
        return recording
    }
}
