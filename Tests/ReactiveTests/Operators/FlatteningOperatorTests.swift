import Reactive
import ReactiveTesting
import XCTest

final class FlatteningOperatorTests: ReactiveTestCase {
    func test_flatMap_mergesAllInnersAndCompletesWhenAllDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "a"), .next(30, "b"), .completed(40)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start {
            xs.asObservable().flatMap { value in inner.asObservable().map { "\($0)\(value)" } }
        }
        XCTAssertEqual(
            observer.events,
            [.next(220, "a1"), .next(230, "a2"), .next(240, "b1"), .next(250, "b2"), .completed(260)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250), Subscription(220, 260)])
    }

    func test_flatMap_innerErrorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(20, TestError.failed)] as [Recorded<Event<Int>>])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let observer = scheduler.start { xs.asObservable().flatMap { _ in failing } }
        XCTAssertEqual(observer.events, [.error(230, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_flatMapLatest_disposesPreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, "a"), .next(50, "b"), .completed(60)])
        let second = scheduler.createColdObservable([.next(10, "c"), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let observer = scheduler.start {
            xs.asObservable().flatMapLatest { value in value == 1 ? first : second }
        }
        XCTAssertEqual(observer.events, [.next(220, "a"), .next(250, "c"), .completed(300)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(second.subscriptions, [Subscription(240, 260)])
    }

    func test_flatMapLatest_waitsForLatestInnerBeforeCompleting() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(100, 7), .completed(150)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start { xs.asObservable().flatMapLatest { _ in inner } }
        XCTAssertEqual(observer.events, [.next(310, 7), .completed(360)])
    }

    func test_flatMapLatest_disposalMidwayDisposesInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(500, 1)])
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 400) {
            xs.asObservable().flatMapLatest { _ in inner }
        }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func test_mergeMaxConcurrent2_neverSubscribesMoreThanTwoAndQueuesInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (0..<4).map { index in
            scheduler.createColdObservable([.next(10, index), .completed(50)])
        }
        let xs = scheduler.createHotObservable(
            inners.enumerated().map { Recorded.next(210 + $0.offset, $0.element.asObservable()) } + [.completed(300)])
        let observer = scheduler.start { xs.asObservable().merge(maxConcurrent: 2) }
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(211, 261)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(260, 310)], "third waits for the first to finish")
        XCTAssertEqual(inners[3].subscriptions, [Subscription(261, 311)], "fourth waits for the second")
        XCTAssertEqual(
            observer.events,
            [.next(220, 0), .next(221, 1), .next(270, 2), .next(271, 3), .completed(311)])
    }

    func test_merge_staticMergesValuesAsTheyArrive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let observer = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    }

    func test_concat_subscribesToSecondAfterFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let observer = scheduler.start { first.asObservable().concat(second) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
    }

    func test_concatMap_runsInnersOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "x"), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let observer = scheduler.start {
            xs.asObservable().concatMap { value in inner.asObservable().map { "\($0)\(value)" } }
        }
        XCTAssertEqual(observer.events, [.next(220, "x1"), .next(250, "x2"), .completed(270)])
    }
}
