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
}
