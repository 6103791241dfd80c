import Reactive
import ReactiveTesting
import XCTest

/// `take(while:behavior:)` and `take(until:behavior:)`, with RxSwift's take(while:) timelines.
final class TakeWhileTests: ReactiveTestCase {
    private static func isPrime(_ value: Int) -> Bool {
        value > 1 && (2..<max(2, value)).allSatisfy { value % $0 != 0 || $0 == value }
    }

    private func primes(_ scheduler: TestScheduler, end: Recorded<Event<Int>>? = nil) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
        ]
        if let end { events.append(end) }
        events += [
            .next(350, 7), .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .completed(600),
        ]
        return scheduler.createHotObservable(events)
    }

    private func run(
        _ xs: TestableObservable<Int>, on scheduler: TestScheduler, behavior: TakeBehavior, disposed: Int = 1000
    ) -> (events: [Recorded<Event<Int>>], invocations: Int) {
        let invocations = EventLog()
        let res = scheduler.start(disposed: disposed) {
            xs.asObservable().take(
                while: { value in
                    invocations.append("\(value)")
                    return Self.isPrime(value)
                }, behavior: behavior)
        }
        return (res.events, invocations.all.count)
    }

    func test_exclusive_completeBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = primes(scheduler, end: .completed(330))
        let result = run(xs, on: scheduler, behavior: .exclusive)
        XCTAssertEqual(result.events, [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(result.invocations, 4)
    }

    func test_exclusive_completeAfter_dropsTheFirstFailingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = primes(scheduler)
        let result = run(xs, on: scheduler, behavior: .exclusive)
        XCTAssertEqual(
            result.events,
            [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(result.invocations, 6)
    }

    func test_inclusive_completeAfter_sendsTheFirstFailingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = primes(scheduler)
        let result = run(xs, on: scheduler, behavior: .inclusive)
        XCTAssertEqual(
            result.events,
            [
                .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .next(390, 4),
                .completed(390),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(result.invocations, 6)
    }

    func test_errorBefore_isForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = primes(scheduler, end: .error(270, TestError.failed))
        let result = run(xs, on: scheduler, behavior: .exclusive)
        XCTAssertEqual(result.events, [.next(210, 2), .next(260, 5), .error(270, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(result.invocations, 2)
    }

    func test_disposeBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = primes(scheduler)
        let result = run(xs, on: scheduler, behavior: .inclusive, disposed: 300)
        XCTAssertEqual(result.events, [.next(210, 2), .next(260, 5), .next(290, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(result.invocations, 3)
    }

    func test_zero_completesAtTheFirstValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 100), .next(210, 2), .completed(600)])
        XCTAssertEqual(run(xs, on: scheduler, behavior: .exclusive).events, [.completed(205)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
        let inclusive = TestScheduler(initialClock: 0)
        let ys = inclusive.createHotObservable([.next(205, 100), .next(210, 2), .completed(600)])
        XCTAssertEqual(run(ys, on: inclusive, behavior: .inclusive).events, [.next(205, 100), .completed(205)])
    }

    func test_takeUntilPredicate_isTheNegation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.asObservable().take(until: { $0 == 2 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
    }

    // The cases below are ported from RxSwift's `Observable+TakeWhileTests.swift` (named test_rx_…; a throwing
    // predicate does not apply).

    private func primesTaken(
        extra: [Recorded<Event<Int>>], end: Recorded<Event<Int>>, disposed: Int, behavior: TakeBehavior
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription], calls: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = CallCounter()
        let xs = scheduler.createHotObservable(SharedTimelines.primesThenOthers(extra: extra, end: end))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: disposed) {
            xs.asObservable().take(
                while: { value in
                    calls.increment()
                    return value.isPrime
                }, behavior: behavior)
        }
        return (res.events, xs.subscriptions, calls.value)
    }

    func test_rx_exclusive_completeBefore() {
        let result = primesTaken(extra: [.completed(330)], end: .completed(600), disposed: 1000, behavior: .exclusive)
        XCTAssertEqual(result.events, [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .completed(330)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(result.calls, 4)
    }

    func test_rx_inclusive_completeBefore() {
        let result = primesTaken(extra: [.completed(330)], end: .completed(600), disposed: 1000, behavior: .inclusive)
        XCTAssertEqual(result.events, [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .completed(330)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(result.calls, 4)
    }

    func test_rx_exclusive_completeAfter() {
        let result = primesTaken(extra: [], end: .completed(600), disposed: 1000, behavior: .exclusive)
        XCTAssertEqual(
            result.events,
            [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .completed(390)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(result.calls, 6)
    }

    func test_rx_inclusive_completeAfter() {
        let result = primesTaken(extra: [], end: .completed(600), disposed: 1000, behavior: .inclusive)
        XCTAssertEqual(
            result.events,
            [
                .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .next(390, 4),
                .completed(390),
            ])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(result.calls, 6)
    }

    func test_rx_exclusive_errorBefore() {
        let result = primesTaken(
            extra: [.error(270, TestError.failed)], end: .completed(600), disposed: 1000, behavior: .exclusive)
        XCTAssertEqual(result.events, [.next(210, 2), .next(260, 5), .error(270, TestError.failed)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(result.calls, 2)
    }

    func test_rx_inclusive_errorBefore() {
        let result = primesTaken(
            extra: [.error(270, TestError.failed)], end: .completed(600), disposed: 1000, behavior: .inclusive)
        XCTAssertEqual(result.events, [.next(210, 2), .next(260, 5), .error(270, TestError.failed)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(result.calls, 2)
    }

    func test_rx_exclusive_errorAfter() {
        let result = primesTaken(extra: [], end: .error(600, TestError.failed), disposed: 1000, behavior: .exclusive)
        XCTAssertEqual(
            result.events,
            [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .completed(390)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(result.calls, 6)
    }

    func test_rx_inclusive_errorAfter() {
        let result = primesTaken(extra: [], end: .error(600, TestError.failed), disposed: 1000, behavior: .inclusive)
        XCTAssertEqual(
            result.events,
            [
                .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .next(390, 4),
                .completed(390),
            ])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(result.calls, 6)
    }

    func test_rx_exclusive_disposeBefore() {
        let result = primesTaken(extra: [], end: .error(600, TestError.failed), disposed: 300, behavior: .exclusive)
        XCTAssertEqual(result.events, [.next(210, 2), .next(260, 5), .next(290, 13)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(result.calls, 3)
    }

    func test_rx_inclusive_disposeBefore() {
        let result = primesTaken(extra: [], end: .error(600, TestError.failed), disposed: 300, behavior: .inclusive)
        XCTAssertEqual(result.events, [.next(210, 2), .next(260, 5), .next(290, 13)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(result.calls, 3)
    }

    func test_rx_exclusive_disposeAfter() {
        let result = primesTaken(extra: [], end: .error(600, TestError.failed), disposed: 400, behavior: .exclusive)
        XCTAssertEqual(
            result.events,
            [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .completed(390)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(result.calls, 6)
    }

    func test_rx_inclusive_disposeAfter() {
        let result = primesTaken(extra: [], end: .error(600, TestError.failed), disposed: 400, behavior: .inclusive)
        XCTAssertEqual(
            result.events,
            [
                .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .next(390, 4),
                .completed(390),
            ])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(result.calls, 6)
    }

    func test_rx_exclusive_zero() {
        let result = primesTaken(
            extra: [.next(205, 100)], end: .error(600, TestError.failed), disposed: 300, behavior: .exclusive)
        XCTAssertEqual(result.events, [.completed(205)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(result.calls, 1)
    }

    func test_rx_inclusive_zero() {
        let result = primesTaken(
            extra: [.next(205, 100)], end: .error(600, TestError.failed), disposed: 300, behavior: .inclusive)
        XCTAssertEqual(result.events, [.next(205, 100), .completed(205)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(result.calls, 1)
    }

    func test_rx_releasesResources_onCompletion() {
        _ = Observable.just(1).take(while: { _ in true }).subscribe { _ in }
    }

    func test_rx_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).take(while: { _ in true }).subscribe { _ in }
    }

}
