import Reactive
import ReactiveTesting
import XCTest

/// `scan(into:accumulator:)`, with RxSwift's scan timelines.
final class ScanIntoTests: ReactiveTestCase {
    func test_sendsTheAccumulationAfterEveryValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().scan(into: 42) { $0 += $1 } }
        XCTAssertEqual(
            res.events, [.next(210, 44), .next(220, 47), .next(230, 51), .next(240, 56), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_growsACollectionInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let res = scheduler.start { xs.asObservable().scan(into: [String]()) { $0.append($1) } }
        XCTAssertEqual(res.events, [.next(210, ["a"]), .next(220, ["a", "b"]), .completed(230)])
    }

    func test_never_and_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        XCTAssertEqual(scheduler.start { never.asObservable().scan(into: 0) { $0 += $1 } }.events, [])
        let other = TestScheduler(initialClock: 0)
        let empty = other.createHotObservable([.next(150, 1), .completed(250)])
        XCTAssertEqual(other.start { empty.asObservable().scan(into: 0) { $0 += $1 } }.events, [.completed(250)])
    }

    func test_error_isForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.failed)])
        let res = scheduler.start { xs.asObservable().scan(into: 0) { $0 += $1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(300, 3), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.asObservable().scan(into: 0) { $0 += $1 } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
