import Reactive
import ReactiveTesting
import XCTest

/// `reduce`, on the timelines of RxSwift's `Observable+ReduceTests.swift` (the `mapResult:` form and throwing
/// accumulators do not apply).
final class ReduceTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func reduced(_ xs: TestableObservable<Int>) -> TestableObserver<Int> {
        scheduler.start { xs.asObservable().reduce(42, accumulator: +) }
    }

    func test_empty_sendsTheSeedOnCompletion() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        XCTAssertEqual(reduced(xs).events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_oneValue_sendsTheTotalOnCompletion() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 24), .completed(250)])
        XCTAssertEqual(reduced(xs).events, [.next(250, 66), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_error_sendsNoTotal() {
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, TestError.failed)])
        XCTAssertEqual(reduced(xs).events, [.error(210, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_never_sendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        XCTAssertEqual(reduced(xs).events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_range_sendsTheSumOnCompletion() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 4), .completed(260),
        ])
        XCTAssertEqual(reduced(xs).events, [.next(260, 52), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).reduce(0, accumulator: +).subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).reduce(0, accumulator: +).subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

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
}
