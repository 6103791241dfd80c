import Reactive
import ReactiveTesting
import XCTest

/// When `zip` completes: as RxSwift, only once every source has completed (its Zip tests' timelines).
final class ZipCompletionTests: ReactiveTestCase {
    func test_neverEmpty_neverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.zip(n, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func test_emptyEmpty_completesWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.zip(e1, e2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(210)])
    }

    func test_emptyNonEmpty_completesWhenBothAreDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.zip(e, o) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
        let other = TestScheduler(initialClock: 0)
        let e2 = other.createHotObservable([.next(150, 1), .completed(210)])
        let o2 = other.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(other.start { Observable.zip(o2, e2) { $0 + $1 } }.events, [.completed(220)])
    }

    func test_nonEmptyNever_neverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.zip(o, n) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
    }

    func test_nonEmptyNonEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 240)])
    }

    func test_leftCompletesFirst_andRightCompletesFirst() {
        for leftFirst in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
            let res = scheduler.start {
                leftFirst ? Observable.zip(o1, o2) { $0 + $1 } : Observable.zip(o2, o1) { $0 + $1 }
            }
            XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
            XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(o2.subscriptions, [Subscription(200, 225)])
        }
    }

    func test_errorNever_failsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let f = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.failed)])
        let res = scheduler.start { Observable.zip(f, n) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError.failed)])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 220)])
    }
}
