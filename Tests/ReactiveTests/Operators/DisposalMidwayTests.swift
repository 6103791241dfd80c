import Reactive
import ReactiveTesting
import XCTest

/// Every operator, disposed at tick 400 while its sources are still live, unsubscribes from all of them at 400
/// and sends nothing afterwards.
final class DisposalMidwayTests: ReactiveTestCase {
    private typealias Operator = @Sendable (TestScheduler, Observable<Int>, Observable<Int>) -> Observable<Int>

    private let operators: [(name: String, apply: Operator)] = [
        ("zip", { _, first, second in Observable.zip(first, second) { $0 + $1 } }),
        ("combineLatest", { _, first, second in Observable.combineLatest(first, second) { $0 + $1 } }),
        ("withLatestFrom", { _, first, second in first.withLatestFrom(second) { $0 + $1 } }),
        ("merge", { _, first, second in Observable.merge(first, second) }),
        ("flatMap", { _, first, second in first.flatMap { _ in second } }),
        ("concatMap", { _, first, second in first.concatMap { _ in second } }),
        ("take(until:)", { _, first, second in first.take(until: second.filter { $0 > 1_000 }) }),
        ("catch", { _, first, second in first.catch { _ in second } }),
        ("retry", { _, first, _ in first.retry(3) }),
        ("delay", { scheduler, first, _ in first.delay(.seconds(5), scheduler: scheduler) }),
        ("debounce", { scheduler, first, _ in first.debounce(.seconds(5), scheduler: scheduler) }),
        ("throttle", { scheduler, first, _ in first.throttle(.seconds(5), scheduler: scheduler) }),
        ("timeout", { scheduler, first, _ in first.timeout(.seconds(500), scheduler: scheduler) }),
        ("share", { _, first, _ in first.share(replay: 1) }),
        ("scan", { _, first, _ in first.scan(0, accumulator: +) }),
        ("distinctUntilChanged", { _, first, _ in first.distinctUntilChanged() }),
        ("observe(on:)", { scheduler, first, _ in first.observe(on: scheduler) }),
        ("trackActivity", { _, first, _ in first.trackActivity(ActivityIndicator()) }),
        ("trackError", { _, first, _ in first.trackError(ErrorTracker()) }),
    ]

    func test_everyOperator_disposalMidwayUnsubscribesSourcesAndStopsEvents() {
        for (name, apply) in operators {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(450, 3), .completed(600)])
            let second = scheduler.createHotObservable([.next(220, 10), .next(320, 20), .next(460, 30)])
            let observer = scheduler.start(created: 100, subscribed: 200, disposed: 400) {
                apply(scheduler, first.asObservable(), second.asObservable())
            }
            XCTAssertTrue(observer.events.allSatisfy { $0.time < 400 }, "\(name) sent after disposal")
            XCTAssertFalse(observer.events.isEmpty, "\(name) sent nothing before disposal")
            XCTAssertEqual(first.subscriptions, [Subscription(200, 400)], "\(name) first source")
            XCTAssertTrue(second.subscriptions.allSatisfy { $0.unsubscribe <= 400 }, "\(name) second source")
        }
    }
}
