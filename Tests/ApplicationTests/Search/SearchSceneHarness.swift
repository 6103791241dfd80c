import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// The search screen on virtual time: loaded at the ticks of `load`, the use case's answers as cold observables, the
/// list and what the header shows recorded; any other trigger is fired and any other output recorded through
/// `SceneHarness`.
final class SearchSceneHarness: SceneHarness<SearchViewModel> {
    /// What the screen showed, as recorded.
    struct Recording {
        let paging: TestableObserver<PagedListState<RepoPage>>
        let repos: TestableObserver<[RepoListItem]>
        let isLoading: TestableObserver<Bool>
        let isLoadingMore: TestableObserver<Bool>
        let isAnswered: TestableObserver<Bool>
        let error: TestableObserver<RepositoryError?>
        let hasMore: TestableObserver<Bool>
        let totalCount: TestableObserver<Int>
        let rateLimit: TestableObserver<RateLimitStatus?>
        let searchText: TestableObserver<String>
        let sort: TestableObserver<RepoSort>
        let order: TestableObserver<SortDirection>
        let suggestions: TestableObserver<[SearchHistoryEntry]>
        let searchRecorded: TestableObserver<Void>
        let historyProblem: TestableObserver<SearchHistoryProblem?>

        /// Each error the error line said, in order.
        var errors: [RepositoryError] { error.values.compactMap { $0 } }
    }

    /// The debounce the harness's view model waits for, in ticks.
    static let debounceTicks = 300

    let useCase = SearchUseCaseFake()
    let navigator = SearchNavigatorFake()

    var load: [Recorded<Event<Void>>] = [.next(100, ())]
    /// The search history, or `nil` for none.
    var history: SearchHistoryUseCaseFake?
    /// Results per page.
    var perPage = 10
    /// Stars given and taken away on other screens.
    var starChanges: [Recorded<Event<StarChange>>] = []

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
        let recording = Recording(
            paging: record(\.list.state),
            repos: record(\.list.state, as: { $0.map { Array($0.rows) }.distinctUntilChanged() }),
            isLoading: record(\.list.isLoading),
            isLoadingMore: record(\.list.isLoadingMore),
            isAnswered: record(\.list.state, as: { $0.map(\.isAnswered).distinctUntilChanged() }),
            error: record(\.list.error),
            hasMore: record(\.list.state, as: { $0.map(\.hasMore).distinctUntilChanged() }),
            totalCount: record(\.list.state, as: { $0.map { $0.totalItemCount ?? 0 }.distinctUntilChanged() }),
            rateLimit: record(\.list.state, as: { $0.map(\.rateLimit).distinctUntilChanged() }),
            searchText: record(\.searchText),
            sort: record(\.sort),
            order: record(\.order),
            suggestions: record(\.suggestions),
            searchRecorded: record(\.searchRecorded),
            historyProblem: record(\.historyProblem))
        let (load, starChanges) = (self.load, self.starChanges)
        let viewModel = SearchViewModel(
            useCase: useCase, navigator: navigator, perPage: perPage,
            debounceInterval: .milliseconds(Self.debounceTicks),
            history: history,
            starChanges: scheduler.createHotObservable(starChanges).asObservable())
        run(viewModel) { SearchViewModel.Input(loadTrigger: $0.trigger(load)) }
        return recording
    }
}
