import Reactive
import ReactiveTesting
import XCTest

/// `timeout`, on the timelines of RxSwift's `Observable+TimeoutTests.swift` (the `other:` fallback form does not
/// apply; RxSwift's `RxError.timeout` is `ReactiveError.timeout` here).
final class TimeoutTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func timed(_ xs: TestableObservable<Int>, _ ticks: Int, disposed: Int = 1000) -> [Recorded<Event<Int>>] {
        let scheduler = scheduler
        return scheduler.start(created: 100, subscribed: 200, disposed: disposed) {
            xs.asObservable().timeout(.seconds(ticks), scheduler: scheduler)
        }
        .events
    }

    func test_empty_completesInTime() {
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        XCTAssertEqual(timed(xs, 200), [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_error_inTime_passesThrough() {
        let xs = scheduler.createHotObservable([.next(150, 0), .error(300, TestError.failed)])
        XCTAssertEqual(timed(xs, 200), [.error(300, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_never_withADueTimeBeyondTheTest() {
        let xs = scheduler.createHotObservable([.next(150, 0)])
        XCTAssertEqual(timed(xs, 1000), [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_everyGapShorterThanTheDueTime_passes() {
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(25, 43), .next(40, 44), .next(50, 45), .completed(60),
        ])
        XCTAssertEqual(
            timed(xs, 30), [.next(210, 42), .next(225, 43), .next(240, 44), .next(250, 45), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func test_aGapExactlyTheDueTime_passes() {
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        XCTAssertEqual(
            timed(xs, 30), [.next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func test_aGapLongerThanTheDueTime_fails() {
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        XCTAssertEqual(timed(xs, 25), [.next(210, 42), .next(220, 43), .error(245, ReactiveError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    func test_disposed_beforeATimeout() {
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
            .next(420, 8), .next(470, 9), .completed(600),
        ])
        XCTAssertEqual(
            timed(xs, 40, disposed: 370),
            [.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).timeout(.seconds(100), scheduler: scheduler).subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).timeout(.seconds(100), scheduler: scheduler).subscribe { _ in }
        scheduler.start()
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_timeout_failsWhenNoValueInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(400, 2)])
        let observer = scheduler.start { xs.asObservable().timeout(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(250, 1), .error(350, ReactiveError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func test_timeout_doesNotFireAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(260)])
        let observer = scheduler.start { xs.asObservable().timeout(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(250, 1), .completed(260)])
    }
}
