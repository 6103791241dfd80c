import Reactive
import ReactiveTesting
import Synchronization
import XCTest

/// `retry` on a source that fails while it is being subscribed: RxSwift resubscribes after the failing call
/// has returned (its "tail recursive" retry test), so the stack stays one subscription deep however many
/// attempts there are.
final class RetryTrampolineTests: ReactiveTestCase {
    private func failing(times: Int, depth: SubscriptionDepth) -> Observable<Int> {
        let failures = LockedCounter()
        return Observable<Int>.create { observer in
            depth.enter()
            defer { depth.leave() }
            observer.onNext(0)
            if failures.increment() <= times {
                observer.onError(TestError.failed)
                observer.onNext(99)
            } else {
                observer.onNext(1)
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }

    func test_retryIntMax_onASourceFailingSynchronously_runsInConstantStackDepth() {
        let depth = SubscriptionDepth()
        let values = EventLog()
        _ = failing(times: 100_000, depth: depth).retry(Int.max).subscribe(
            onNext: { if $0 != 0 { values.append("\($0)") } }, onCompleted: { values.append("completed") })
        XCTAssertEqual(values.all, ["1", "completed"])
        XCTAssertEqual(depth.maximum, 1)
    }

    func test_retryWithoutCount_isRetryForever() {
        let depth = SubscriptionDepth()
        let events = EventLog()
        _ = failing(times: 3, depth: depth).retry().subscribe { events.append("\($0)") }
        XCTAssertEqual(events.all, ["next(0)", "next(0)", "next(0)", "next(0)", "next(1)", "completed"])
    }

    func test_retryCount_forwardsTheLastErrorAfterTheAttemptsSynchronously() {
        let depth = SubscriptionDepth()
        let events = EventLog()
        _ = failing(times: 5, depth: depth).retry(3).subscribe { events.append("\($0)") }
        XCTAssertEqual(events.all, ["next(0)", "next(0)", "next(0)", "error(ReactiveTests.TestError.failed)"])
        XCTAssertEqual(depth.maximum, 1)
    }

    func test_retry_onVirtualTime_keepsRxSwiftsTimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .error(250, TestError.failed),
        ])
        let res = scheduler.start(disposed: 1100) { xs.asObservable().retry(3) }
        XCTAssertEqual(
            res.events,
            [
                .next(300, 1), .next(350, 2), .next(400, 3), .next(550, 1), .next(600, 2), .next(650, 3),
                .next(800, 1), .next(850, 2), .next(900, 3), .error(950, TestError.failed),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950)])
    }

    func test_dispose_stopsResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.failed)])
        let res = scheduler.start(disposed: 231) { xs.asObservable().retry() }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .next(225, 1)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230), Subscription(230, 231)])
    }
}
