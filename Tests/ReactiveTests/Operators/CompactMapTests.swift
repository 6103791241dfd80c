import Reactive
import ReactiveTesting
import XCTest

/// `compactMap`, on the timelines of RxSwift's `Observable+CompactMapTests.swift`.
final class CompactMapTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func oneToEleven(tail: [Recorded<Event<Int>>] = []) -> TestableObservable<Int> {
        let values = [110, 180, 230, 270, 340, 380, 390, 450, 470, 560, 580].enumerated().map { index, time in
            Recorded<Event<Int>>.next(time, index + 1)
        }
        return scheduler.createHotObservable(values + [.completed(600)] + tail)
    }

    func test_nilFromTheClosure_isDropped() {
        let calls = CallCounter()
        let xs = oneToEleven(tail: [.next(610, 12), .error(620, TestError.failed), .completed(630)])
        let res = scheduler.start {
            xs.asObservable().compactMap { value -> Int? in
                calls.increment()
                return value.isPrime ? value : nil
            }
        }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(calls.value, 9)
    }

    func test_nilElement_isDropped() {
        let calls = CallCounter()
        let xs: TestableObservable<Int?> = scheduler.createHotObservable([
            .next(110, 1), .next(180, 2), .next(230, 3), .next(270, nil), .next(340, 5), .completed(400),
            .next(410, 7), .error(420, TestError.failed), .completed(430),
        ])
        let res = scheduler.start {
            xs.asObservable().compactMap { value -> Int? in
                calls.increment()
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(calls.value, 3)
    }

    func test_disposed_stopsCallingTheClosure() {
        let calls = CallCounter()
        let xs = oneToEleven()
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 400) {
            xs.asObservable().compactMap { value -> Int? in
                calls.increment()
                return value.isPrime ? value : nil
            }
        }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5), .next(390, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(calls.value, 5)
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_compactMap_dropsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
        let observer = scheduler.start { xs.asObservable().compactMap { Int($0) } }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 3), .completed(300)])
    }
}
