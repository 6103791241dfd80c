import Reactive
import ReactiveTesting
import XCTest

final class ErrorHandlingOperatorTests: ReactiveTestCase {
    func test_catch_switchesToFallbackOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let fallback = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let observer = scheduler.start { xs.asObservable().catch { _ in fallback.asObservable() } }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 9), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 240)])
    }

    func test_catch_handlerThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError.failed)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { xs.asObservable().catch { _ in throw TestError.other } }
        XCTAssertEqual(observer.events, [.error(220, TestError.other)])
    }

    func test_catchAndReturn_replacesErrorWithValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let observer = scheduler.start { xs.asObservable().catchAndReturn(0) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 0), .completed(220)])
    }

    func test_retry_resubscribesUpToMaxAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.failed)])
        let observer = scheduler.start { xs.asObservable().retry(3) }
        XCTAssertEqual(
            observer.events,
            [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func test_retry_stopsAfterSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { xs.asObservable().retry(3) }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
    }
}
