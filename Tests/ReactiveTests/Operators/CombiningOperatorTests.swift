import Reactive
import ReactiveTesting
import XCTest

final class CombiningOperatorTests: ReactiveTestCase {
    func test_zip_pairsInOrderAndStaysOpenWhileOneSideRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(250, "b"), .next(260, "c"), .next(270, "d")])
        let observer = scheduler.start { Observable.zip(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(observer.events, [.next(215, "1a"), .next(250, "2b"), .next(260, "3c")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func test_zip_propagatesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let ys = scheduler.createHotObservable([.next(215, 1)])
        let observer = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(observer.events, [.next(215, 2), .error(220, TestError.failed)])
    }

    func test_zip3_combinesThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, 3), .completed(240)])
        let observer = scheduler.start { Observable.zip(xs, ys, zs).map { $0 + $1 + $2 } }
        XCTAssertEqual(observer.events, [.next(230, 6), .completed(300)])
    }

    func test_combineLatest_sendsOnceBothHaveValuesAndCompletesWhenBothDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(250, "b"), .completed(260)])
        let observer = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(
            observer.events, [.next(220, "1a"), .next(230, "2a"), .next(250, "2b"), .completed(260)])
    }

    func test_combineLatest3_and_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let zs = scheduler.createHotObservable([.next(230, 3), .error(240, TestError.failed)])
        let observer = scheduler.start { Observable.combineLatest(xs, ys, zs).map { $0 * 100 + $1 * 10 + $2 } }
        XCTAssertEqual(observer.events, [.next(230, 123), .error(240, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func test_withLatestFrom_dropsSourceEventsUntilOtherHasProduced() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let observer = scheduler.start { xs.asObservable().withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(observer.events, [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        let other = TestScheduler(initialClock: 0)
        let sources = other.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let latest = other.createHotObservable([.next(220, "z")])
        XCTAssertEqual(
            other.start { sources.asObservable().withLatestFrom(latest) }.events, [.next(230, "z"), .completed(300)])
    }

    func test_withLatestFrom_propagatesErrorOfOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.error(220, TestError.failed)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { xs.asObservable().withLatestFrom(ys) }
        XCTAssertEqual(observer.events, [.error(220, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
