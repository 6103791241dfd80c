import Reactive
import ReactiveTesting
import XCTest

final class TimeOperatorTests: ReactiveTestCase {
    func test_debounce_sendsOnlyAfterQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(240, 2), .next(300, 3), .next(400, 4), .completed(420),
        ])
        let observer = scheduler.start { xs.asObservable().debounce(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(290, 2), .next(350, 3), .next(420, 4), .completed(420)])
    }

    func test_debounce_errorDropsPendingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let observer = scheduler.start { xs.asObservable().debounce(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.error(220, TestError.failed)])
    }

    func test_debounce_disposalMidwayCancelsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(380, 1)])
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 400) {
            xs.asObservable().debounce(.seconds(50), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [])
    }

    func test_throttle_sendsFirstAtOnceThenLatestOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .next(400, 5), .completed(500),
        ])
        let observer = scheduler.start { xs.asObservable().throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(
            observer.events, [.next(210, 1), .next(260, 3), .next(310, 4), .next(400, 5), .completed(500)],
            "a value sent when a window closes opens the next window, so 4 waits for 310")
    }

    func test_throttle_withoutLatestDropsWindowValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(270, 3), .completed(300)])
        let observer = scheduler.start {
            xs.asObservable().throttle(.seconds(50), latest: false, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(270, 3), .completed(300)])
    }

    func test_delay_shiftsValuesAndCompletion_errorsImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { xs.asObservable().delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(310, 1), .next(320, 2), .completed(330)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let failed = failing.start { ys.asObservable().delay(.seconds(100), scheduler: failing) }
        XCTAssertEqual(failed.events, [.error(220, TestError.failed)])
    }

    func test_timeout_failsWhenNoValueInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(400, 2)])
        let observer = scheduler.start { xs.asObservable().timeout(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(250, 1), .error(350, ReactiveError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func test_timeout_doesNotFireAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(260)])
        let observer = scheduler.start { xs.asObservable().timeout(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(250, 1), .completed(260)])
    }

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
