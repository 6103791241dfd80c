import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// The search screen on virtual time: the view's triggers as hot observables at given ticks, the use case's
/// answers as cold observables, and every output recorded.
final class SearchSceneHarness {
    /// What the screen showed and did, as recorded.
    struct Recording {
        let paging: TestableObserver<PagedListState<RepoPage>>
        let repos: TestableObserver<[RepoListItem]>
        let isLoading: TestableObserver<Bool>
        let isLoadingMore: TestableObserver<Bool>
        let isAnswered: TestableObserver<Bool>
        let error: TestableObserver<String>
        let hasMore: TestableObserver<Bool>
        let totalCount: TestableObserver<Int>
        let rateLimit: TestableObserver<RateLimitStatus?>
        let searchText: TestableObserver<String>
        let sort: TestableObserver<RepoSort>
        let order: TestableObserver<SortDirection>
        let selectedRepo: TestableObserver<RepoListItem>
        let openedInBrowser: TestableObserver<URL>
        let accountShown: TestableObserver<Void>
        let suggestions: TestableObserver<[SearchHistoryEntry]>
        let searchRecorded: TestableObserver<Void>
        let historyProblem: TestableObserver<String?>
    }

    /// The typing pause the view model waits for, in ticks.
    static let debounceTicks = 300

    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let useCase: SearchUseCaseFake
    let navigator = SearchNavigatorFake()
    let errorMessage = ErrorMessage(timeZone: TimeZone(identifier: "UTC")!, now: { Date(timeIntervalSince1970: 0) })

    var load: [Recorded<Event<Void>>] = [.next(100, ())]
    var refresh: [Recorded<Event<Void>>] = []
    var queryText: [Recorded<Event<String>>] = []
    var sort: [Recorded<Event<Void>>] = []
    var order: [Recorded<Event<Void>>] = []
    var loadMore: [Recorded<Event<Void>>] = []
    var selection: [Recorded<Event<Int>>] = []
    var openInBrowser: [Recorded<Event<Int>>] = []
    var account: [Recorded<Event<Void>>] = []
    var editedText: [Recorded<Event<String>>] = []
    /// The search history the screen keeps searches in, or none.
    var history: SearchHistoryUseCaseFake?
    /// Results per page.
    var perPage = 10
    /// Stars given and taken away on other screens.
    var starChanges: [Recorded<Event<StarChange>>] = []
    /// When the view disposes its subscriptions.
    var disposeAt: Int = 10_000

    init() {
        useCase = SearchUseCaseFake()
    }

    /// Answers `query` `ticks` after it is subscribed with a page of `ids`; returns the answer to inspect its
    /// subscriptions.
    @discardableResult
    func answer(
        _ query: RepoSearchQuery, ids: [Int], totalCount: Int = 1_000_000, after ticks: Int = 50,
        rateLimit: RateLimitStatus? = nil
    ) -> TestableObservable<RepoPage> {
        let page = RepoPage.fixture(query, ids: ids, totalCount: totalCount, rateLimit: rateLimit)
        return answer(query, with: [.next(ticks, page), .completed(ticks)])
    }

    /// Answers `query` with `events`, timed from its subscription.
    @discardableResult
    func answer(_ query: RepoSearchQuery, with events: [Recorded<Event<RepoPage>>]) -> TestableObservable<RepoPage> {
        let answer = scheduler.createColdObservable(events)
        useCase.answer(query, with: answer.asObservable())
        return answer
    }

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(
                useCase: useCase, navigator: navigator, perPage: perPage,
                debounceInterval: .milliseconds(Self.debounceTicks),
                errorMessage: errorMessage, history: history,
                starChanges: scheduler.createHotObservable(starChanges).asObservable())
            let output = viewModel.transform(
                SearchViewModel.Input(
                    list: scheduler.listTriggers(load: load, refresh: refresh, loadMore: loadMore),
                    queryText: scheduler.trigger(queryText), sortTrigger: scheduler.trigger(sort),
                    orderTrigger: scheduler.trigger(order), selection: scheduler.trigger(selection),
                    openInBrowserTrigger: scheduler.trigger(openInBrowser),
                    accountTrigger: scheduler.trigger(account), editedText: scheduler.trigger(editedText)))
            let bag = DisposeBag()
            let recording = Recording(
                paging: scheduler.record(output.list.state, in: bag),
                repos: scheduler.record(output.list.state.map { Array($0.rows) }.distinctUntilChanged(), in: bag),
                isLoading: scheduler.record(output.list.isLoading, in: bag),
                isLoadingMore: scheduler.record(output.list.isLoadingMore, in: bag),
                isAnswered: scheduler.record(output.list.state.map(\.isAnswered).distinctUntilChanged(), in: bag),
                error: scheduler.record(output.list.error, in: bag),
                hasMore: scheduler.record(output.list.state.map(\.hasMore).distinctUntilChanged(), in: bag),
                totalCount: scheduler.record(
                    output.list.state.map { $0.totalItemCount ?? 0 }.distinctUntilChanged(), in: bag),
                rateLimit: scheduler.record(output.list.state.map(\.rateLimit).distinctUntilChanged(), in: bag),
                searchText: scheduler.record(output.searchText, in: bag),
                sort: scheduler.record(output.sort, in: bag),
                order: scheduler.record(output.order, in: bag),
                selectedRepo: scheduler.record(output.selectedRepo, in: bag),
                openedInBrowser: scheduler.record(output.openedInBrowser, in: bag),
                accountShown: scheduler.record(output.accountShown, in: bag),
                suggestions: scheduler.record(output.suggestions, in: bag),
                searchRecorded: scheduler.record(output.searchRecorded, in: bag),
                historyProblem: scheduler.record(output.historyProblem, in: bag))
            scheduler.scheduleAt(disposeAt) { bag.dispose() }
            scheduler.start()
            return recording
        }
    }
}
