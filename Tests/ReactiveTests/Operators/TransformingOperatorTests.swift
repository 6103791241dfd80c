import Reactive
import ReactiveTesting
import XCTest

final class TransformingOperatorTests: ReactiveTestCase {
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

    func test_compactMap_dropsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
        let observer = scheduler.start { xs.asObservable().compactMap { Int($0) } }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 3), .completed(300)])
    }

    func test_filter_keepsMatchingValuesAndPropagatesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 4), .error(240, TestError.failed),
        ])
        let observer = scheduler.start { xs.asObservable().filter { $0.isMultiple(of: 2) } }
        XCTAssertEqual(observer.events, [.next(220, 2), .next(230, 4), .error(240, TestError.failed)])
    }

    func test_mapToVoid_and_enumerated() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
        let observer = scheduler.start { xs.asObservable().enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(observer.events, [.next(210, "0:a"), .next(220, "1:b"), .completed(300)])
        let voids = TestScheduler(initialClock: 0)
        let ys = voids.createHotObservable([.next(210, 5), .completed(300)])
        let counted = voids.start { ys.asObservable().mapToVoid().map { 1 } }
        XCTAssertEqual(counted.events, [.next(210, 1), .completed(300)])
    }

    func test_scan_sendsRunningTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.start { xs.asObservable().scan(0, accumulator: +) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
    }

    func test_reduce_sendsTotalOnCompletion_andNothingOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(
            scheduler.start { xs.asObservable().reduce(10, accumulator: +) }.events, [.next(300, 13), .completed(300)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(250, TestError.failed)])
        XCTAssertEqual(
            failing.start { ys.asObservable().reduce(0, accumulator: +) }.events, [.error(250, TestError.failed)])
    }

    func test_startWith_sendsPrefixOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(300)])
        let observer = scheduler.start { xs.asObservable().startWith(1, 2) }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
    }

    func test_distinctUntilChanged_dropsConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .next(250, 1), .completed(300),
        ])
        let observer = scheduler.start { xs.asObservable().distinctUntilChanged() }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .next(240, 1), .completed(300)])
    }

    func test_distinctUntilChanged_byKeyAndByComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a1"), .next(220, "a2"), .next(230, "b1"), .completed(300)])
        let byKey = scheduler.start { xs.asObservable().distinctUntilChanged { $0.prefix(1) == "a" } }
        XCTAssertEqual(byKey.events, [.next(210, "a1"), .next(230, "b1"), .completed(300)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .completed(300)])
        let byComparer = other.start { ys.asObservable().distinctUntilChanged { abs($0 - $1) < 2 } }
        XCTAssertEqual(byComparer.events, [.next(210, 1), .next(230, 5), .completed(300)])
    }

    func test_do_runsSideEffectsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.start {
            xs.asObservable().do(
                onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") }, onSubscribe: { log.append("subscribe") },
                onDispose: { log.append("dispose") })
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(log.all, ["subscribe", "next 1", "completed", "dispose"])
    }

    func test_do_runsOnDisposeWhenDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(500, TestError.failed)])
        _ = scheduler.start(created: 100, subscribed: 200, disposed: 400) {
            xs.asObservable().do(onError: { _ in log.append("error") }, onDispose: { log.append("dispose") })
        }
        XCTAssertEqual(log.all, ["dispose"])
    }
}
