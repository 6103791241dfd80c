import Reactive
import ReactiveTesting
import XCTest

/// `scan`, on the timelines of RxSwift's `Observable+ScanTests.swift` (seed 42; throwing accumulators do not
/// apply).
final class ScanTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let seed = 42

    private func summed(_ xs: TestableObservable<Int>) -> TestableObserver<Int> {
        let seed = seed
        return scheduler.start { xs.asObservable().scan(seed) { $0 + $1 } }
    }

    func test_never_sendsNothing() {
        let xs = scheduler.createHotObservable([.next(0, 0)])
        XCTAssertEqual(summed(xs).events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_empty_completesWithoutTheSeed() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        XCTAssertEqual(summed(xs).events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_oneValue_sendsSeedPlusValue() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(summed(xs).events, [.next(220, 44), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_error_passesThrough() {
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, TestError.failed)])
        XCTAssertEqual(summed(xs).events, [.error(250, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_someData_sendsEveryRunningTotal() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        XCTAssertEqual(
            summed(xs).events, [.next(210, 44), .next(220, 47), .next(230, 51), .next(240, 56), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).scan(0, accumulator: +).subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).scan(0, accumulator: +).subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_scan_sendsRunningTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.start { xs.asObservable().scan(0, accumulator: +) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
    }
}
