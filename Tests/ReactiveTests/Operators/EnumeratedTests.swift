import Reactive
import ReactiveTesting
import XCTest

/// `enumerated`, on the timelines of RxSwift's `Observable+EnumeratedTests.swift`. Tuples are not `Equatable`, so
/// each pair is recorded as an `Indexed` value.
final class EnumeratedTests: ReactiveTestCase {
    private struct Indexed: Equatable {
        let index: Int
        let element: String
    }

    private let scheduler = TestScheduler(initialClock: 0)

    private func indexed(_ xs: TestableObservable<String>) -> TestableObserver<Indexed> {
        scheduler.start { xs.asObservable().enumerated().map { Indexed(index: $0.index, element: $0.element) } }
    }

    private let abc: [Recorded<Event<Indexed>>] = [
        .next(210, Indexed(index: 0, element: "a")), .next(220, Indexed(index: 1, element: "b")),
        .next(280, Indexed(index: 2, element: "c")),
    ]

    func test_infinite_numbersEachElement() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(280, "c")])
        XCTAssertEqual(indexed(xs).events, abc)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_completed() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(280, "c"), .completed(300)])
        XCTAssertEqual(indexed(xs).events, abc + [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_error() {
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "b"), .next(280, "c"), .error(300, TestError.failed),
        ])
        XCTAssertEqual(indexed(xs).events, abc + [.error(300, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).enumerated().subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).enumerated().subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

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
}
