import Reactive
import ReactiveTesting
import XCTest

final class FilteringOperatorTests: ReactiveTestCase {
    func test_take_completesAfterCountAndDisposesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.start { xs.asObservable().take(2) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_take_zeroCompletesImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        XCTAssertEqual(scheduler.start { xs.asObservable().take(0) }.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_take_propagatesErrorBeforeCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        XCTAssertEqual(
            scheduler.start { xs.asObservable().take(5) }.events, [.next(210, 1), .error(220, TestError.failed)])
    }

    func test_skip_dropsFirstValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(scheduler.start { xs.asObservable().skip(2) }.events, [.next(230, 3), .completed(300)])
    }

    func test_skip_disposalMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(500, 3)])
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 400) { xs.asObservable().skip(1) }
        XCTAssertEqual(observer.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func test_takeUntil_completesWhenOtherSends() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let stop = scheduler.createHotObservable([.next(230, "stop"), .completed(250)])
        let observer = scheduler.start { xs.asObservable().take(until: stop) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 230)])
    }

    func test_takeUntil_ignoresCompletionOfOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let stop = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { xs.asObservable().take(until: stop) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(260, 2), .completed(300)])
    }
}
