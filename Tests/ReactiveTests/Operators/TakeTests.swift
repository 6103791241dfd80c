import Reactive
import ReactiveTesting
import XCTest

/// `take(_:)`, on the timelines of RxSwift's `Observable+TakeTests.swift` (the timed `take(for:)` does not
/// apply).
final class TakeTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func source(endingWith end: Recorded<Event<Int>>?) -> TestableObservable<Int> {
        scheduler.createHotObservable(SharedTimelines.nineteenValues + (end.map { [$0] } ?? []))
    }

    func test_completion_afterTheCount_isNotReached() {
        let xs = source(endingWith: .completed(690))
        let res = scheduler.start { xs.asObservable().take(20) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(0...16) + [.completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func test_countEqualToTheValues_completesOnTheLastValue() {
        let xs = source(endingWith: .completed(690))
        let res = scheduler.start { xs.asObservable().take(17) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(0...16) + [.completed(630)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 630)])
    }

    func test_countBeforeCompletion_completesEarly() {
        let xs = source(endingWith: .completed(690))
        let res = scheduler.start { xs.asObservable().take(10) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(0...9) + [.completed(415)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 415)])
    }

    func test_errorAfterTheValues_passesThrough() {
        let xs = source(endingWith: .error(690, TestError.failed))
        let res = scheduler.start { xs.asObservable().take(20) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(0...16) + [.error(690, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func test_countReachedBeforeTheError_completes() {
        let xs = source(endingWith: .error(690, TestError.failed))
        let res = scheduler.start { xs.asObservable().take(17) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(0...16) + [.completed(630)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 630)])
    }

    func test_countReachedLongBeforeTheError_completes() {
        let xs = source(endingWith: .error(690, TestError.failed))
        let res = scheduler.start { xs.asObservable().take(3) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(0...2) + [.completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func test_disposedBeforeTheCount() {
        let xs = source(endingWith: .error(690, TestError.failed))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 250) { xs.asObservable().take(3) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(0...1))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_disposedAfterTheCount() {
        let xs = source(endingWith: .error(690, TestError.failed))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 400) { xs.asObservable().take(3) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(0...2) + [.completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func test_zero_completesAtOnceWithoutSubscribing() {
        let xs = scheduler.createHotObservable([.next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13)])
        let res = scheduler.start { xs.asObservable().take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_three_ofACompletingSource() {
        let xs = scheduler.createHotObservable(Array(SharedTimelines.nineteenValues.prefix(10)) + [.completed(400)])
        let res = scheduler.start { xs.asObservable().take(3) }
        XCTAssertEqual(res.events, SharedTimelines.seenFrom200(0...2) + [.completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func test_countsDownBeforeForwarding_soAReentrantValueIsNotTaken() {
        let subject = BehaviorSubject(value: false)
        let received = EventLog()
        _ = subject.asObservable().take(1).subscribe { event in
            guard case .next(let value) = event else { return }
            received.append("\(value)")
            subject.onNext(!value)
        }
        XCTAssertEqual(received.all, ["false"])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.of(1, 2).take(1).subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).take(1).subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_take_completesAfterCountAndDisposesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.start { xs.asObservable().take(2) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_take_zeroCompletesImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        XCTAssertEqual(scheduler.start { xs.asObservable().take(0) }.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_take_propagatesErrorBeforeCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        XCTAssertEqual(
            scheduler.start { xs.asObservable().take(5) }.events, [.next(210, 1), .error(220, TestError.failed)])
    }
}
