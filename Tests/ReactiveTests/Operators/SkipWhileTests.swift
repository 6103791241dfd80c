import Reactive
import ReactiveTesting
import XCTest

/// `skip(while:)`, with RxSwift's skip(while:) shapes: values are dropped until the predicate first fails,
/// and the predicate is not asked again afterwards.
final class SkipWhileTests: ReactiveTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(90, 1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), end, .next(350, 7),
            .next(390, 4), .next(410, 1), .completed(600),
        ])
    }

    func test_completeAfter_sendsEverythingFromTheFirstFailingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .next(330, 20))
        let invocations = EventLog()
        let res = scheduler.start {
            xs.asObservable().skip(while: { value in
                invocations.append("\(value)")
                return value < 10
            })
        }
        XCTAssertEqual(
            res.events,
            [
                .next(290, 13), .next(320, 3), .next(330, 20), .next(350, 7), .next(390, 4), .next(410, 1),
                .completed(600),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invocations.all, ["2", "5", "13"])
    }

    func test_completeBefore_sendsOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(330))
        let res = scheduler.start { xs.asObservable().skip(while: { $0 < 100 }) }
        XCTAssertEqual(res.events, [.completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    func test_errorWhileSkipping_isForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(330, TestError.failed))
        let res = scheduler.start { xs.asObservable().skip(while: { $0 < 100 }) }
        XCTAssertEqual(res.events, [.error(330, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    func test_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .next(330, 20))
        let res = scheduler.start(disposed: 300) { xs.asObservable().skip(while: { $0 < 10 }) }
        XCTAssertEqual(res.events, [.next(290, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_zero_sendsEveryValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .next(330, 20))
        let res = scheduler.start { xs.asObservable().skip(while: { _ in false }) }
        XCTAssertEqual(res.events.first, .next(210, 2))
        XCTAssertEqual(res.events.count, 9)
    }

    // The cases below are ported from RxSwift's `Observable+SkipWhileTests.swift` (named test_rx_…; a throwing
    // predicate does not apply).

    private func primesSkipped(extra: [Recorded<Event<Int>>], end: Recorded<Event<Int>>?, disposed: Int)
        -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription], calls: Int)
    {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = CallCounter()
        let xs = scheduler.createHotObservable(SharedTimelines.primesThenOthers(extra: extra, end: end))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: disposed) {
            xs.asObservable().skip(while: { value in
                calls.increment()
                return value.isPrime
            })
        }
        return (res.events, xs.subscriptions, calls.value)
    }

    func test_rx_completeBefore() {
        let result = primesSkipped(extra: [.completed(330)], end: .completed(600), disposed: 1000)
        XCTAssertEqual(result.events, [.completed(330)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(result.calls, 4)
    }

    func test_rx_completeAfter() {
        let result = primesSkipped(extra: [], end: .completed(600), disposed: 1000)
        XCTAssertEqual(result.events, [.next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .completed(600)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(result.calls, 6)
    }

    func test_rx_errorBefore() {
        let result = primesSkipped(extra: [.error(270, TestError.failed)], end: nil, disposed: 1000)
        XCTAssertEqual(result.events, [.error(270, TestError.failed)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(result.calls, 2)
    }

    func test_rx_errorAfter() {
        let result = primesSkipped(extra: [], end: .error(600, TestError.failed), disposed: 1000)
        XCTAssertEqual(
            result.events,
            [.next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .error(600, TestError.failed)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(result.calls, 6)
    }

    func test_rx_disposeBefore() {
        let result = primesSkipped(extra: [], end: .completed(600), disposed: 300)
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(result.calls, 3)
    }

    func test_rx_disposeAfter() {
        let result = primesSkipped(extra: [], end: .completed(600), disposed: 470)
        XCTAssertEqual(result.events, [.next(390, 4), .next(410, 17), .next(450, 8)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 470)])
        XCTAssertEqual(result.calls, 6)
    }

    func test_rx_zero() {
        let result = primesSkipped(extra: [.next(205, 100)], end: .completed(600), disposed: 1000)
        XCTAssertEqual(
            result.events,
            [
                .next(205, 100), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
                .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .completed(600),
            ])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(result.calls, 1)
    }

    func test_rx_releasesResources_onCompletion() {
        _ = Observable.just(1).skip(while: { _ in true }).subscribe { _ in }
    }

    func test_rx_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).skip(while: { _ in true }).subscribe { _ in }
    }

}
