import Reactive
import ReactiveTesting
import XCTest

/// `catch`, on the timelines of RxSwift's `Observable+CatchTests.swift` (the `catch(sequence:)` cases do not
/// apply: we have no sequence form).
final class CatchTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func test_error_isReplacedByTheHandlersSequence() {
        let handledAt = EventLog()
        let scheduler = scheduler
        let o1 = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError.failed),
        ])
        let o2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start {
            o1.asObservable().catch { _ in
                handledAt.append("\(scheduler.clock)")
                return o2.asObservable()
            }
        }
        XCTAssertEqual(handledAt.all, ["230"])
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func test_handlerThrowing_failsWithItsError() {
        let handledAt = EventLog()
        let scheduler = scheduler
        let o1 = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError.failed),
        ])
        let res = scheduler.start {
            o1.asObservable().catch { _ -> Observable<Int> in
                handledAt.append("\(scheduler.clock)")
                throw TestError.other
            }
        }
        XCTAssertEqual(handledAt.all, ["230"])
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(230, TestError.other)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).catch { _ in .just(1) }.subscribe { _ in }
    }

    func test_releasesResources_whenTheReplacementCompletes() {
        _ = Observable<Int>.error(TestError.failed).catch { _ in .just(1) }.subscribe { _ in }
    }

    func test_releasesResources_whenTheReplacementFails() {
        _ = Observable<Int>.error(TestError.failed).catch { _ in .error(TestError.failed) }.subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

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
}
