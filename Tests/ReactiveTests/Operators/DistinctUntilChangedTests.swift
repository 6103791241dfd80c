import Reactive
import ReactiveTesting
import XCTest

/// `distinctUntilChanged`, on the timelines of RxSwift's `Observable+DistinctUntilChangedTests.swift` (throwing
/// key selectors and comparers do not apply).
final class DistinctUntilChangedTests: ReactiveTestCase {
    private struct Item: Equatable {
        let value: Int
        let other = ""
    }

    private let scheduler = TestScheduler(initialClock: 0)

    private func twoToFive() -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
    }

    func test_allChanges_passEverything() {
        let xs = twoToFive()
        let res = scheduler.start { xs.asObservable().distinctUntilChanged { $0 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_someChanges_dropRepeats() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2), .next(230, 1),
            .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().distinctUntilChanged { $0 } }
        XCTAssertEqual(
            res.events, [.next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_comparerSayingEqual_keepsOnlyTheFirst() {
        let xs = twoToFive()
        let res = scheduler.start { xs.asObservable().distinctUntilChanged { _, _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_comparerSayingDifferent_keepsRepeats() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 2), .next(230, 2), .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().distinctUntilChanged { _, _ in false } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 2), .next(230, 2), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_keySelector_comparesParity() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 4), .next(230, 3), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().distinctUntilChanged { $0 % 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_keyOfAStruct_allChanges() {
        let xs = scheduler.createHotObservable([
            .next(150, Item(value: 1)), .next(210, Item(value: 2)), .next(220, Item(value: 3)),
            .next(230, Item(value: 4)), .next(240, Item(value: 5)), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().distinctUntilChanged { $0.value } }
        XCTAssertEqual(
            res.events,
            [
                .next(210, Item(value: 2)), .next(220, Item(value: 3)), .next(230, Item(value: 4)),
                .next(240, Item(value: 5)), .completed(250),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).distinctUntilChanged().subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).distinctUntilChanged().subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

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
}
