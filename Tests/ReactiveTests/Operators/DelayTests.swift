import Reactive
import ReactiveTesting
import XCTest

/// `delay`, on the virtual-time timelines of RxSwift's `Observable+DelayTests.swift` (its real-scheduler cases are
/// not ported: they wait on wall-clock time).
final class DelayTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func twoToFour(end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), end])
    }

    private func delayed(_ xs: TestableObservable<Int>, by ticks: Int) -> [Recorded<Event<Int>>] {
        let scheduler = scheduler
        return scheduler.start { xs.asObservable().delay(.seconds(ticks), scheduler: scheduler) }.events
    }

    func test_shortDelay_shiftsEverything() {
        let xs = twoToFour(end: .completed(550))
        XCTAssertEqual(delayed(xs, by: 100), [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func test_halfTheSpacing_shiftsEverything() {
        let xs = twoToFour(end: .completed(550))
        XCTAssertEqual(delayed(xs, by: 50), [.next(300, 2), .next(400, 3), .next(500, 4), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func test_longerThanTheSpacing_shiftsEverything() {
        let xs = twoToFour(end: .completed(550))
        XCTAssertEqual(delayed(xs, by: 150), [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func test_error_isNotDelayed() {
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, TestError.failed)])
        XCTAssertEqual(delayed(xs, by: 150), [.error(250, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_completion_isDelayed() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        XCTAssertEqual(delayed(xs, by: 150), [.completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_errorAfterTheDelayedValues() {
        let xs = twoToFour(end: .error(550, TestError.failed))
        XCTAssertEqual(
            delayed(xs, by: 50), [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func test_error_dropsValuesStillWaiting() {
        let xs = twoToFour(end: .error(550, TestError.failed))
        XCTAssertEqual(delayed(xs, by: 150), [.next(400, 2), .next(500, 3), .error(550, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func test_anyPositiveDelay_shiftsTheRecordedTimeline() {
        let recorded: [Recorded<Event<Int>>] = [
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ]
        let xs = scheduler.createHotObservable(recorded)
        let expected = recorded.map { Recorded(time: $0.time + 42, value: $0.value) }.filter { $0.time > 200 }
        XCTAssertEqual(delayed(xs, by: 42), expected)
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).delay(.seconds(100), scheduler: scheduler).subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).delay(.seconds(100), scheduler: scheduler).subscribe { _ in }
        scheduler.start()
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_delay_shiftsValuesAndCompletion_errorsImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { xs.asObservable().delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(310, 1), .next(320, 2), .completed(330)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let failed = failing.start { ys.asObservable().delay(.seconds(100), scheduler: failing) }
        XCTAssertEqual(failed.events, [.error(220, TestError.failed)])
    }
}
