import Reactive
import ReactiveTesting
import XCTest

final class TestSchedulerTests: ReactiveTestCase {
    func test_ticks_oneTickIsOneSecondByDefaultAsInRxTest() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.ticks(for: .seconds(300)), 300)
        XCTAssertEqual(scheduler.ticks(for: .milliseconds(1500)), 2)
        XCTAssertEqual(scheduler.ticks(for: .milliseconds(400)), 0)
        XCTAssertNil(scheduler.ticks(for: .never))
        let milliseconds = TestScheduler(initialClock: 0, resolution: 0.001)
        XCTAssertEqual(milliseconds.ticks(for: .milliseconds(300)), 300)
        XCTAssertEqual(milliseconds.ticks(for: .seconds(2)), 2000)
        XCTAssertEqual(milliseconds.ticks(for: .microseconds(1500)), 2)
    }

    func test_now_isTheClockInResolutionUnits() {
        let scheduler = TestScheduler(initialClock: 250, resolution: 0.001)
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 0.25, accuracy: 1e-9)
    }

    func test_scheduleNow_runsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        scheduler.scheduleAt(200) {
            _ = scheduler.schedule { log.append("now@\(scheduler.clock)") }
            _ = scheduler.schedule(after: .seconds(0)) { log.append("zero@\(scheduler.clock)") }
            _ = scheduler.schedule(after: .seconds(5)) { log.append("five@\(scheduler.clock)") }
        }
        scheduler.start()
        XCTAssertEqual(log.all, ["now@201", "zero@201", "five@205"])
    }

    func test_scheduleNow_withoutSimulatedDelay_runsAtTheCurrentTick() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let log = EventLog()
        scheduler.scheduleAt(200) { _ = scheduler.schedule { log.append("now@\(scheduler.clock)") } }
        scheduler.start()
        XCTAssertEqual(log.all, ["now@200"])
    }

    func test_scheduleAt_pastTickRunsFirstWithoutMovingTheClockBack() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        scheduler.scheduleAt(300) {
            scheduler.scheduleAt(300) { log.append("same@\(scheduler.clock)") }
            scheduler.scheduleAt(100) { log.append("past@\(scheduler.clock)") }
        }
        scheduler.start()
        XCTAssertEqual(log.all, ["past@300", "same@300"])
    }

    func test_subscribeOn_subscribesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let observer = scheduler.start { xs.asObservable().subscribe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 250)])
    }

    func test_intervalOfZero_advancesOneTickPerValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable<Int>.interval(.seconds(0), scheduler: scheduler).subscribe(observer)
        scheduler.advanceTo(3)
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(1, 0), .next(2, 1), .next(3, 2)])
    }

    func test_start_usesRxTestDefaults() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let observer = scheduler.start { () -> Observable<Int> in
            log.append("created@\(scheduler.clock)")
            return .create { _ in
                log.append("subscribed@\(scheduler.clock)")
                return Disposables.create { log.append("disposed@\(scheduler.clock)") }
            }
        }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(log.all, ["created@100", "subscribed@200", "disposed@1000"])
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func test_startDisposed_keepsTheDefaultCreationAndSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
        let observer = scheduler.start(disposed: 300) { xs }
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_recordedEvents_infersTheElementType() {
        let events = Recorded.events(.next(210, 2), .next(220, 3), .completed(230))
        XCTAssertEqual(events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(Recorded.events([.next(1, "a")]), [.next(1, "a")])
        XCTAssertEqual(Recorded<Event<Int>>.completed(5, Int.self).time, 5)
    }

    func test_subscription_isStillActiveWithoutAnEnd() {
        XCTAssertEqual(Subscription(200), Subscription(200, Int.max))
        XCTAssertEqual(Subscription(200).debugDescription, "(200, never)")
        XCTAssertEqual(Subscription(200, 300).debugDescription, "(200, 300)")
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

    func test_stop_endsStartAfterTheRunningAction_andTheRestRunsLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(20) {
            log.append("b@\(scheduler.clock)")
            scheduler.stop()
        }
        scheduler.scheduleAt(30) { log.append("c@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log.all, ["a@10", "b@20"])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(log.all, ["a@10", "b@20", "c@30"])
    }

    func test_sleep_movesTheClockWithoutRunningWhatFallsDue() {
        let scheduler = TestScheduler(initialClock: 100)
        let log = EventLog()
        scheduler.scheduleAt(150) { log.append("due@\(scheduler.clock)") }
        scheduler.sleep(100)
        XCTAssertEqual(scheduler.clock, 200)
        XCTAssertEqual(log.all, [])
        scheduler.start()
        XCTAssertEqual(log.all, ["due@200"])
    }
}
