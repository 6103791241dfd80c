import Reactive
import ReactiveTesting
import Synchronization
import XCTest

/// `retry(_:)`, on the timelines of RxSwift's retry cases in `Observable+CatchTests.swift`. RxSwift's
/// unbounded `retry()` is `retry(Int.max)` here.
final class RetryTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func test_unbounded_completingSource_isSubscribedOnce() {
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
        let res = scheduler.start { xs.asObservable().retry(Int.max) }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func test_unbounded_neverEndingSource() {
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3)])
        let res = scheduler.start { xs.asObservable().retry(Int.max) }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_unbounded_failingSource_isResubscribedUntilDisposed() {
        let xs = scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .error(250, TestError.failed),
        ])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1100) { xs.asObservable().retry(Int.max) }
        XCTAssertEqual(
            res.events,
            [
                .next(300, 1), .next(350, 2), .next(400, 3), .next(550, 1), .next(600, 2), .next(650, 3),
                .next(800, 1), .next(850, 2), .next(900, 3), .next(1050, 1),
            ])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100)])
    }

    private func failingAfterThree() -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, TestError.failed)])
    }

    func test_three_forwardsTheThirdError() {
        let xs = failingAfterThree()
        let res = scheduler.start { xs.asObservable().retry(3) }
        XCTAssertEqual(
            res.events,
            [
                .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2), .next(235, 3),
                .next(245, 1), .next(250, 2), .next(255, 3), .error(260, TestError.failed),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func test_three_disposedDuringTheSecondAttempt() {
        let xs = failingAfterThree()
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 231) { xs.asObservable().retry(3) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 231)])
    }

    func test_large_disposedDuringTheSecondAttempt() {
        let xs = failingAfterThree()
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 231) { xs.asObservable().retry(1000) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 231)])
    }

    func test_three_completingSource_isSubscribedOnce() {
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
        let res = scheduler.start { xs.asObservable().retry(3) }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func test_sourceFailingWhileSubscribing_isRetriedAfterItReturns() {
        let attempts = CallCounter()
        let received = EventLog()
        let failsOnce = Observable<Int>.create { observer in
            observer.onNext(0)
            observer.onNext(1)
            observer.onNext(2)
            if attempts.value < 1 {
                attempts.increment()
                observer.onError(TestError.failed)
            }
            observer.onNext(3)
            observer.onNext(4)
            observer.onNext(5)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = failsOnce.retry(Int.max).subscribe { event in received.append("\(event)") }
        XCTAssertEqual(
            received.all,
            [
                "next(0)", "next(1)", "next(2)", "next(0)", "next(1)", "next(2)", "next(3)",
                "next(4)", "next(5)", "completed",
            ])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).retry(Int.max).subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).retry(1).subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_retry_resubscribesUpToMaxAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.failed)])
        let observer = scheduler.start { xs.asObservable().retry(3) }
        XCTAssertEqual(
            observer.events,
            [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func test_retry_stopsAfterSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { xs.asObservable().retry(3) }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
    }

    // `retry` on a source that fails while it is being subscribed: RxSwift resubscribes after the failing call has
    // returned (its "tail recursive" retry test), so the stack stays one subscription deep however many attempts there
    // are.
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
