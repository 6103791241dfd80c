import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// Your starred list on virtual time: loaded at tick 100, two a page, the use case's pages as cold observables, the
/// list and what the header shows recorded; any other trigger is fired and any other output recorded through
/// `SceneHarness`.
final class StarredSceneHarness: SceneHarness<StarredViewModel> {
    /// What the screen showed, as recorded.
    struct Recording {
        let list: TestableObserver<PagedListState<StarredPage>>
        let sort: TestableObserver<StarredSort>
        let order: TestableObserver<SortDirection>
        let isLoading: TestableObserver<Bool>
        let error: TestableObserver<RepositoryError?>

        /// Each error the error line said, in order.
        var errors: [RepositoryError] { error.values.compactMap { $0 } }
    }

    let navigator = StarredNavigatorFake()
    let useCase: StarredUseCaseFake
    /// Results per page.
    let perPage = 2
    /// Stars given and taken away on other screens.
    var starChanges: [Recorded<Event<StarChange>>] = []

    init(refusal: RepositoryError? = nil) {
        useCase = StarredUseCaseFake(refusal: refusal)
    }

    /// The query for `page` with `sort`, newest first.
    func query(page: Int = 1, sort: StarredSort = .created) -> StarredQuery {
        try! StarredQuery(sort: sort, perPage: perPage, page: page)
    }

    /// Answers `query` `ticks` after it is subscribed with the repositories `ids`, with a next page when
    /// `hasNext`; returns the answer to inspect its subscriptions.
    @discardableResult
    func answer(_ query: StarredQuery, ids: [Int], hasNext: Bool = false, after ticks: Int = 50)
        -> TestableObservable<StarredPage>
    {
        let page = StarredPage(
            query: query, items: ids.map { GithubRepo.fixture(id: $0) }, hasNextLink: hasNext, lastPage: nil,
            rateLimit: nil)
        let answer = scheduler.createColdObservable([.next(ticks, page), .completed(ticks)])
        useCase.answer(query, with: answer.asObservable())
        return answer
    }

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        let recording = Recording(
            list: record(\.list.state), sort: record(\.sort), order: record(\.order),
            isLoading: record(\.list.isLoading), error: record(\.list.error))
        let viewModel = StarredViewModel(
            useCase: useCase, navigator: navigator, perPage: perPage,
            starChanges: scheduler.createHotObservable(starChanges).asObservable())
        run(viewModel) { StarredViewModel.Input(loadTrigger: $0.trigger([.next(100, ())])) }
        return recording
    }
}
