import Reactive
import ReactiveTesting
import XCTest

/// `throttle`, on the timelines of RxSwift's `Observable+ThrottleTests.swift` (the real-scheduler timing cases do
/// not apply: tests here assert no wall-clock durations).
final class ThrottleTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func twoToSeven(end: Recorded<Event<Int>>?) -> TestableObservable<Int> {
        let values: [Recorded<Event<Int>>] = [
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
        ]
        return scheduler.createHotObservable(values + (end.map { [$0] } ?? []))
    }

    private func throttled(_ xs: TestableObservable<Int>, latest: Bool) -> TestableObserver<Int> {
        let scheduler = scheduler
        return scheduler.start { xs.asObservable().throttle(.seconds(200), latest: latest, scheduler: scheduler) }
    }

    func test_notLatest_never() {
        let xs = scheduler.createHotObservable([.next(150, 0)])
        XCTAssertEqual(throttled(xs, latest: false).events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_notLatest_empty() {
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        XCTAssertEqual(throttled(xs, latest: false).events, [.completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func test_notLatest_error() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, TestError.failed),
            .next(450, 7), .completed(500),
        ])
        XCTAssertEqual(throttled(xs, latest: false).events, [.next(210, 2), .error(410, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    func test_notLatest_releasesResources_onCompletion() {
        _ = Observable.just(1).throttle(.seconds(0), latest: false, scheduler: scheduler).subscribe { _ in }
        scheduler.start()
    }

    func test_notLatest_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).throttle(.seconds(0), latest: false, scheduler: scheduler)
            .subscribe { _ in }
        scheduler.start()
    }

    func test_latest_completedAfterTheWindow() {
        let xs = twoToSeven(end: .completed(900))
        XCTAssertEqual(
            throttled(xs, latest: true).events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    func test_latest_never() {
        let xs = scheduler.createHotObservable([.next(150, 0)])
        XCTAssertEqual(throttled(xs, latest: true).events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_latest_empty() {
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        XCTAssertEqual(throttled(xs, latest: true).events, [.completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func test_latest_error_dropsTheHeldValue() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, TestError.failed),
            .next(450, 7), .completed(500),
        ])
        XCTAssertEqual(throttled(xs, latest: true).events, [.next(210, 2), .error(410, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    func test_latest_noEnd() {
        let xs = twoToSeven(end: nil)
        XCTAssertEqual(throttled(xs, latest: true).events, [.next(210, 2), .next(410, 6), .next(610, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_latest_releasesResources_onCompletion() {
        _ = Observable.just(1).throttle(.seconds(0), latest: true, scheduler: scheduler).subscribe { _ in }
        scheduler.start()
    }

    func test_latest_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).throttle(.seconds(0), latest: true, scheduler: scheduler)
            .subscribe { _ in }
        scheduler.start()
    }
}
