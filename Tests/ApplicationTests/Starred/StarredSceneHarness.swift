import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// Your starred list on virtual time: the view's triggers as hot observables at given ticks, the use case's pages
/// as cold observables, and every output recorded.
final class StarredSceneHarness {
    /// What the screen showed and did, as recorded.
    struct Recording {
        let list: TestableObserver<PagedListState<StarredPage>>
        let sort: TestableObserver<StarredSort>
        let order: TestableObserver<SortDirection>
        let isLoading: TestableObserver<Bool>
        let error: TestableObserver<String>
        let selectedRepo: TestableObserver<RepoListItem>
        let openedInBrowser: TestableObserver<URL>
        let wentBack: TestableObserver<Void>
    }

    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let navigator = StarredNavigatorFake()
    let errorMessage = ErrorMessage(timeZone: TimeZone(identifier: "UTC")!, now: { Date(timeIntervalSince1970: 0) })
    let useCase: StarredUseCaseFake

    var load: [Recorded<Event<Void>>] = [.next(100, ())]
    var refresh: [Recorded<Event<Void>>] = []
    var sort: [Recorded<Event<Void>>] = []
    var order: [Recorded<Event<Void>>] = []
    var loadMore: [Recorded<Event<Void>>] = []
    var selection: [Recorded<Event<Int>>] = []
    var openInBrowser: [Recorded<Event<Int>>] = []
    var back: [Recorded<Event<Void>>] = []
    /// Results per page.
    let perPage = 2
    /// Stars given and taken away on other screens.
    var starChanges: [Recorded<Event<StarChange>>] = []
    /// When the view disposes its subscriptions.
    var disposeAt: Int = 10_000

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
        SharingScheduler.mock(scheduler: scheduler) {
            let output = StarredViewModel(
                useCase: useCase, navigator: navigator, perPage: perPage, errorMessage: errorMessage,
                starChanges: scheduler.createHotObservable(starChanges).asObservable()
            ).transform(
                StarredViewModel.Input(
                    list: scheduler.listTriggers(load: load, refresh: refresh, loadMore: loadMore),
                    sortTrigger: scheduler.trigger(sort), orderTrigger: scheduler.trigger(order),
                    selection: scheduler.trigger(selection),
                    openInBrowserTrigger: scheduler.trigger(openInBrowser), backTrigger: scheduler.trigger(back)))
            let bag = DisposeBag()
            let recording = Recording(
                list: scheduler.record(output.list.state, in: bag),
                sort: scheduler.record(output.sort, in: bag),
                order: scheduler.record(output.order, in: bag),
                isLoading: scheduler.record(output.list.isLoading, in: bag),
                error: scheduler.record(output.list.error, in: bag),
                selectedRepo: scheduler.record(output.selectedRepo, in: bag),
                openedInBrowser: scheduler.record(output.openedInBrowser, in: bag),
                wentBack: scheduler.record(output.wentBack, in: bag))
            scheduler.scheduleAt(disposeAt) { bag.dispose() }
            scheduler.start()
            return recording
        }
    }
}
