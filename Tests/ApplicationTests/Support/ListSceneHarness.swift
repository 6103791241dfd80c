import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// What every list scene's harness shares: virtual time, the list's triggers as hot observables at given ticks, the
/// use case's pages as cold observables, and the list's outputs recorded. A scene's harness (`IssuesSceneHarness`)
/// adds its own triggers and outputs.
final class ListSceneHarness<Page: ListPage> {
    /// What the list showed, as recorded.
    struct Recording {
        /// Each state of the list.
        let state: TestableObserver<PagedListState<Page>>
        /// Whether a first page was loading.
        let isLoading: TestableObserver<Bool>
        /// Whether a further page was loading.
        let isLoadingMore: TestableObserver<Bool>
        /// Each failure's sentence.
        let error: TestableObserver<String>

        /// The rows of the latest state.
        var rows: [Page.Item.Row] { state.values.last.map { Array($0.rows) } ?? [] }
    }

    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let errorMessage = ErrorMessage(timeZone: TimeZone(identifier: "UTC")!, now: { Date(timeIntervalSince1970: 0) })
    let useCase = PagedUseCaseFake<Page>()

    var load: [Recorded<Event<Void>>] = [.next(100, ())]
    var refresh: [Recorded<Event<Void>>] = []
    var loadMore: [Recorded<Event<Void>>] = []
    /// When the view disposes its subscriptions.
    var disposeAt: Int = 10_000

    /// Answers `query` `ticks` after it is subscribed with `page`; returns the answer to inspect its subscriptions.
    @discardableResult
    func answer(_ query: Page.Query, with page: Page, after ticks: Int = 50) -> TestableObservable<Page> {
        let answer = scheduler.createColdObservable([.next(ticks, page), .completed(ticks)])
        useCase.answer(query, with: answer.asObservable())
        return answer
    }

    /// Answers `query` with `failure` `ticks` after it is subscribed.
    func fail(_ query: Page.Query, with failure: RepositoryError, after ticks: Int = 20) {
        useCase.answer(
            query, with: scheduler.createColdObservable([Recorded<Event<Page>>.error(ticks, failure)]).asObservable())
    }

    /// The list's triggers as scripted.
    var triggers: ListTriggers {
        scheduler.listTriggers(load: load, refresh: refresh, loadMore: loadMore)
    }

    /// Runs the scene `transform` wires until every scripted event has happened, records the list's outputs and what
    /// `record` records of the scene's own, then disposes the view's subscriptions.
    func run<Output, Extra>(
        _ transform: () -> Output, list: (Output) -> PagedList<Page>.Output, record: (Output, DisposeBag) -> Extra
    ) -> (list: Recording, scene: Extra) {
        SharingScheduler.mock(scheduler: scheduler) {
            let output = transform()
            let bag = DisposeBag()
            let recording = Recording(
                state: scheduler.record(list(output).state, in: bag),
                isLoading: scheduler.record(list(output).isLoading, in: bag),
                isLoadingMore: scheduler.record(list(output).isLoadingMore, in: bag),
                error: scheduler.record(list(output).error, in: bag))
            let extra = record(output, bag)
            scheduler.scheduleAt(disposeAt) { bag.dispose() }
            scheduler.start()
            return (recording, extra)
        }
    }
}
