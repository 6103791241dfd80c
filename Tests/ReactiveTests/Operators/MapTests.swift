import Reactive
import ReactiveTesting
import XCTest

/// `map`, on the timelines of RxSwift's `Observable+MapTests.swift` (the throwing-selector cases do not apply:
/// our `map` takes a non-throwing closure).
final class MapTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func zeroToFour(endingWith end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), end])
    }

    func test_never_sendsNothingAndStaysSubscribed() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asObservable().map { $0 * 2 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_empty_completes() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.asObservable().map { $0 * 2 } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_range_doublesEveryValue() {
        let xs = zeroToFour(endingWith: .completed(300))
        let res = scheduler.start { xs.asObservable().map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_error_passesThrough() {
        let xs = zeroToFour(endingWith: .error(300, TestError.failed))
        let res = scheduler.start { xs.asObservable().map { $0 * 2 } }
        XCTAssertEqual(
            res.events, [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .error(300, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_dispose_stopsBeforeTheError() {
        let xs = zeroToFour(endingWith: .error(300, TestError.failed))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 290) { xs.asObservable().map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).map { $0 > 0 }.subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).map { $0 > 0 }.subscribe { _ in }
    }

    func test_composed_never() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asObservable().map { $0 * 10 }.map { $0 + 1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_composed_empty() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.asObservable().map { $0 * 10 }.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_composed_range() {
        let xs = zeroToFour(endingWith: .completed(300))
        let res = scheduler.start { xs.asObservable().map { $0 * 10 }.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 11), .next(230, 21), .next(240, 41), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_composed_error() {
        let xs = zeroToFour(endingWith: .error(300, TestError.failed))
        let res = scheduler.start { xs.asObservable().map { $0 * 10 }.map { $0 + 1 } }
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(220, 11), .next(230, 21), .next(240, 41), .error(300, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_composed_dispose() {
        let xs = zeroToFour(endingWith: .error(300, TestError.failed))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 290) {
            xs.asObservable().map { $0 * 10 }.map { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 11), .next(230, 21), .next(240, 41)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_map_transformsValuesAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let observer = scheduler.start { xs.asObservable().map { $0 * 10 } }
        XCTAssertEqual(observer.events, [.next(210, 20), .next(220, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_map_propagatesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.failed), .next(260, 3)])
        let observer = scheduler.start { xs.asObservable().map { $0 + 1 } }
        XCTAssertEqual(observer.events, [.next(210, 3), .error(250, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_map_disposalMidwayUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2), .completed(600)])
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 400) { xs.asObservable().map { $0 } }
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
