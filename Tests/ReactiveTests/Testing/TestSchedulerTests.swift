import Reactive
import XCTest

final class TestSchedulerTests: ReactiveTestCase {
    func test_ticks_oneTickIsOneMillisecondByDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.ticks(for: .milliseconds(300)), 300)
        XCTAssertEqual(scheduler.ticks(for: .seconds(2)), 2000)
        XCTAssertEqual(scheduler.ticks(for: .microseconds(1500)), 1)
        XCTAssertNil(scheduler.ticks(for: .never))
        XCTAssertEqual(TestScheduler(initialClock: 0, tickDuration: .seconds(1)).ticks(for: .seconds(5)), 5)
    }

    func test_scheduleAt_runsInTimeThenSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
        scheduler.advanceTo(15)
        XCTAssertEqual(log.all, ["a@10"])
        XCTAssertEqual(scheduler.clock, 15)
        scheduler.start()
        XCTAssertEqual(log.all, ["a@10", "b@20", "c@20"])
    }

    func test_disposedActionDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let action = scheduler.scheduleAt(10) { log.append("ran") }
        action.dispose()
        scheduler.start()
        XCTAssertEqual(log.all, [])
    }

    func test_coldObservable_playsRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = xs.asObservable().subscribe(first) }
        scheduler.scheduleAt(150) { _ = xs.asObservable().subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .completed(120)])
        XCTAssertEqual(second.events, [.next(160, 1), .completed(170)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 120), Subscription(150, 170)])
    }

    func test_errorsCompareByTypeAndDescription() {
        let recorded: Recorded<Event<Int>> = .error(10, TestError.failed)
        XCTAssertEqual(recorded, .error(10, TestError.failed))
        XCTAssertNotEqual(recorded, .error(10, TestError.other))
        XCTAssertNotEqual(recorded, .error(10, ReactiveError.timeout))
    }
}
