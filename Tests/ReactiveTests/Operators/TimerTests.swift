import Reactive
import ReactiveTesting
import XCTest

/// `timer` and `interval`, on the virtual-time timelines of RxSwift's `Observable+TimerTests.swift` (its
/// real-scheduler cases wait on wall-clock time and are not ported).
final class TimerTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func test_timer_firesOnceAfterTheDueTime() {
        let scheduler = scheduler
        let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
    }

    func test_timer_releasesResources() {
        _ = Observable<Int>.timer(.seconds(100), scheduler: scheduler).subscribe { _ in }
        scheduler.start()
    }

    func test_interval_countsEveryPeriodUntilDisposed() {
        let scheduler = scheduler
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6)])
    }

    func test_interval_ofZero_ticksOncePerTick() {
        let scheduler = scheduler
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 210) {
            Observable<Int>.interval(.seconds(0), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, (0..<9).map { .next(201 + $0, $0) })
    }

    func test_interval_disposedBeforeTheFirstPeriod() {
        let scheduler = scheduler
        let res = scheduler.start { Observable<Int>.interval(.seconds(1000), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_timer_firesOnceAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(500, 0), .completed(500)])
    }

    func test_interval_ticksUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 560) {
            Observable<Int>.interval(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [.next(300, 0), .next(400, 1), .next(500, 2)])
    }

    func test_interval_withTake_completesAndStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3)
        }
        XCTAssertEqual(observer.events, [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
    }
}
