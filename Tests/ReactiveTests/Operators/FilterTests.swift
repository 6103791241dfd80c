import Reactive
import ReactiveTesting
import XCTest

/// `filter`, on the timelines of RxSwift's `Observable+FilterTests.swift` (a throwing predicate does not apply).
final class FilterTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    /// 1 to 11, with 1 and 2 before the subscription, completing at 600.
    private func oneToEleven(tail: [Recorded<Event<Int>>] = []) -> TestableObservable<Int> {
        let values = [110, 180, 230, 270, 340, 380, 390, 450, 470, 560, 580].enumerated().map { index, time in
            Recorded<Event<Int>>.next(time, index + 1)
        }
        return scheduler.createHotObservable(values + [.completed(600)] + tail)
    }

    func test_primes_ignoresEverythingAfterCompletion() {
        let calls = CallCounter()
        let xs = oneToEleven(tail: [.next(610, 12), .error(620, TestError.failed), .completed(630)])
        let res = scheduler.start {
            xs.asObservable().filter { value in
                calls.increment()
                return value.isPrime
            }
        }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(calls.value, 9)
    }

    func test_alwaysTrue_keepsEverything() {
        let calls = CallCounter()
        let xs = oneToEleven()
        let res = scheduler.start {
            xs.asObservable().filter { _ in
                calls.increment()
                return true
            }
        }
        let expected: [Recorded<Event<Int>>] = [230, 270, 340, 380, 390, 450, 470, 560, 580].enumerated().map {
            .next($0.element, $0.offset + 3)
        }
        XCTAssertEqual(res.events, expected + [.completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(calls.value, 9)
    }

    func test_alwaysFalse_onlyCompletes() {
        let calls = CallCounter()
        let xs = oneToEleven()
        let res = scheduler.start {
            xs.asObservable().filter { _ in
                calls.increment()
                return false
            }
        }
        XCTAssertEqual(res.events, [.completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(calls.value, 9)
    }

    func test_disposed_stopsAskingThePredicate() {
        let calls = CallCounter()
        let xs = oneToEleven()
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 400) {
            xs.asObservable().filter { value in
                calls.increment()
                return value.isPrime
            }
        }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5), .next(390, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(calls.value, 5)
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).filter { _ in true }.subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).filter { _ in true }.subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_filter_keepsMatchingValuesAndPropagatesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 4), .error(240, TestError.failed),
        ])
        let observer = scheduler.start { xs.asObservable().filter { $0.isMultiple(of: 2) } }
        XCTAssertEqual(observer.events, [.next(220, 2), .next(230, 4), .error(240, TestError.failed)])
    }
}
