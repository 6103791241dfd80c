import Reactive
import ReactiveTesting
import XCTest

/// `skip(_:)`, on the timelines of RxSwift's `Observable+SkipTests.swift` (the timed form does not apply).
final class SkipTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func source(endingWith end: Recorded<Event<Int>>?) -> TestableObservable<Int> {
        scheduler.createHotObservable(SharedTimelines.nineteenValues + (end.map { [$0] } ?? []))
    }

    func test_countAboveTheValues_onlyCompletes() {
        let xs = source(endingWith: .completed(690))
        let res = scheduler.start { xs.asObservable().skip(20) }
        XCTAssertEqual(res.events, [.completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func test_countEqualToTheValues_onlyCompletes() {
        let xs = source(endingWith: .completed(690))
        let res = scheduler.start { xs.asObservable().skip(17) }
        XCTAssertEqual(res.events, [.completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func test_someSkipped_thenTheRest() {
        let xs = source(endingWith: .completed(690))
        let res = scheduler.start { xs.asObservable().skip(10) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(10...16) + [.completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func test_zero_passesEverything() {
        let xs = source(endingWith: .completed(690))
        let res = scheduler.start { xs.asObservable().skip(0) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(0...16) + [.completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func test_error_withEverythingSkipped() {
        let xs = source(endingWith: .error(690, TestError.failed))
        let res = scheduler.start { xs.asObservable().skip(20) }
        XCTAssertEqual(res.events, [.error(690, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func test_error_withExactlyTheValuesSkipped() {
        let xs = source(endingWith: .error(690, TestError.failed))
        let res = scheduler.start { xs.asObservable().skip(17) }
        XCTAssertEqual(res.events, [.error(690, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func test_error_afterTheRest() {
        let xs = source(endingWith: .error(690, TestError.failed))
        let res = scheduler.start { xs.asObservable().skip(3) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(3...16) + [.error(690, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func test_disposedWhileSkipping() {
        let xs = source(endingWith: nil)
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 250) { xs.asObservable().skip(3) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_disposedAfterSkipping() {
        let xs = source(endingWith: nil)
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 400) { xs.asObservable().skip(3) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(3...7))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).skip(1).subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).skip(1).subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_skip_dropsFirstValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(scheduler.start { xs.asObservable().skip(2) }.events, [.next(230, 3), .completed(300)])
    }

    func test_skip_disposalMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(500, 3)])
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 400) { xs.asObservable().skip(1) }
        XCTAssertEqual(observer.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
