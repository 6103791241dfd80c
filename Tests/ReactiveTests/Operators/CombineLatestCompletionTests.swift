import Reactive
import ReactiveTesting
import XCTest

/// When `combineLatest` completes: as RxSwift, when both sides have completed, or as soon as a value arrives
/// while the other side has completed without ever sending one (its CombineLatest tests' timelines).
final class CombineLatestCompletionTests: ReactiveTestCase {
    func test_emptyReturn_completesAtTheValueThatCanNeverBeCombined() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(e, o) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 215)])
    }

    func test_returnEmpty_isSymmetric() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(o, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 215)])
    }

    func test_emptyNever_neverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let n = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(e, n) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
    }

    func test_emptyEmpty_completesWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .completed(215)])
        let res = scheduler.start { Observable.combineLatest(e1, e2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
    }

    func test_returnReturn_completesWhenBothAreDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.combineLatest(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 240)])
    }

    func test_completedSideWithAValue_keepsCombining() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(225, 3), .next(235, 4), .completed(240)])
        let res = scheduler.start { Observable.combineLatest(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(225, 5), .next(235, 6), .completed(240)])
    }
}
