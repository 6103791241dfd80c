import Dispatch
import Foundation
import Reactive
import ReactiveTesting
import XCTest

/// `throttle`, with RxSwift's timelines (its Observable+ThrottleTests cases).
final class ThrottleTests: ReactiveTestCase {
    private func source(
        _ scheduler: TestScheduler, end: Recorded<Event<Int>>? = .completed(500)
    ) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
        ]
        if let end { events.append(end) }
        return scheduler.createHotObservable(events)
    }

    // MARK: latest: false

    func test_notLatest_completed_sendsAValueArrivingExactlyDueTimeAfterTheLastSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func test_notLatest_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_notLatest_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func test_notLatest_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, TestError.failed),
            .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(410, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    func test_notLatest_noEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: nil)
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: latest: true

    func test_latest_completed_sendsTheHeldBackValueAtTheWindowEndBeforeCompleting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func test_latest_completedAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(900))
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    func test_latest_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_latest_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func test_latest_error_dropsTheHeldBackValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, TestError.failed),
            .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(410, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    func test_latest_noEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: nil)
        let res = scheduler.start { xs.asObservable().throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_zeroDueTime_releasesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).throttle(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        let notLatest = TestScheduler(initialClock: 0)
        let failed = notLatest.start {
            Observable<Int>.error(TestError.failed).throttle(.seconds(0), latest: false, scheduler: notLatest)
        }
        XCTAssertEqual(failed.events, [.error(200, TestError.failed)])
    }

    // MARK: real schedulers

    /// RxSwift's `from([0, 1]).throttle(2 s)` takes the 2 s: the second value waits for the end of the window.
    /// Only a lower bound is asserted (a slow machine can only take longer).
    func test_latest_withRealScheduler_takesTheDueTime() {
        let scheduler = SerialDispatchQueueScheduler(label: "throttle")
        let start = Date()
        let values = EventLog()
        let done = expectation(description: "completed")
        let subscription = Observable.from([0, 1])
            .throttle(.milliseconds(300), scheduler: scheduler)
            .subscribe(onNext: { values.append("\($0)") }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 30)
        subscription.dispose()
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.3)
        XCTAssertEqual(values.all, ["0", "1"])
    }

    func test_notLatest_withRealScheduler_dropsTheSecondValue() {
        let scheduler = SerialDispatchQueueScheduler(label: "throttle")
        let values = EventLog()
        let done = expectation(description: "completed")
        let subscription = Observable.from([0, 1])
            .throttle(.seconds(2), latest: false, scheduler: scheduler)
            .subscribe(onNext: { values.append("\($0)") }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 30)
        subscription.dispose()
        XCTAssertEqual(values.all, ["0"])
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_throttle_sendsFirstAtOnceThenLatestOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .next(400, 5), .completed(500),
        ])
        let observer = scheduler.start { xs.asObservable().throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(
            observer.events, [.next(210, 1), .next(260, 3), .next(310, 4), .next(400, 5), .completed(500)],
            "a value sent when a window closes opens the next window, so 4 waits for 310")
    }

    func test_throttle_withoutLatestDropsWindowValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(270, 3), .completed(300)])
        let observer = scheduler.start {
            xs.asObservable().throttle(.seconds(50), latest: false, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(270, 3), .completed(300)])
    }
}
