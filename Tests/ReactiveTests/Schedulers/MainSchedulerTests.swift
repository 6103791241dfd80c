import Dispatch
import Reactive
import XCTest

/// `MainScheduler` as RxSwift's: synchronous on the main queue with nothing queued ahead, asynchronous otherwise.
/// XCTest runs these tests on the main queue.
final class MainSchedulerTests: ReactiveTestCase {
    /// Lets actions that earlier tests left queued on the main queue run first, so each test starts with
    /// nothing queued ahead.
    override func setUp() {
        super.setUp()
        drainMainQueue()
    }

    private func drainMainQueue() {
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
    }

    func test_testsRunOnTheMainQueue_andBackgroundQueuesDoNot() {
        XCTAssertTrue(MainScheduler.isOnMainQueue)
        let checked = expectation(description: "checked on a background queue")
        DispatchQueue.global().async {
            XCTAssertFalse(MainScheduler.isOnMainQueue)
            checked.fulfill()
        }
        wait(for: [checked], timeout: 10)
    }

    func test_schedule_onTheMainQueueWithNothingQueued_runsAtOnce() {
        let log = EventLog()
        _ = MainScheduler.instance.schedule { log.append("ran") }
        XCTAssertEqual(log.all, ["ran"])
    }

    func test_schedule_fromInsideAnAction_waitsForTheActionToEnd() {
        let log = EventLog()
        _ = MainScheduler.instance.schedule {
            log.append("outer start")
            _ = MainScheduler.instance.schedule { log.append("inner") }
            log.append("outer end")
        }
        XCTAssertEqual(log.all, ["outer start", "outer end"])
        drainMainQueue()
        XCTAssertEqual(log.all, ["outer start", "outer end", "inner"])
    }

    func test_schedule_behindAQueuedAction_keepsTheOrder() {
        let log = EventLog()
        let queued = expectation(description: "queued from the background")
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule { log.append("first") }
            queued.fulfill()
        }
        wait(for: [queued], timeout: 10)
        _ = MainScheduler.instance.schedule { log.append("second") }
        drainMainQueue()
        XCTAssertEqual(log.all, ["first", "second"])
    }

    func test_eachInstanceCountsItsOwnActions() {
        let log = EventLog()
        let other = MainScheduler()
        _ = MainScheduler.instance.schedule {
            _ = other.schedule { log.append("other instance, at once") }
            _ = MainScheduler.instance.schedule { log.append("same instance, queued") }
        }
        XCTAssertEqual(log.all, ["other instance, at once"])
        drainMainQueue()
        XCTAssertEqual(log.all, ["other instance, at once", "same instance, queued"])
    }

    /// RxCocoa hands every driver a new main scheduler, so a driver created during another one's delivery
    /// (here `Driver.just` inside `flatMapLatest`) still delivers synchronously.
    func test_driverCreatedDuringADelivery_deliversSynchronously() {
        let source = PublishSubject<Int>()
        let xs = source.asDriver(onErrorJustReturn: 0).flatMapLatest { Driver.just($0 * 10) }
        let results = EventLog()
        let subscription = xs.drive(onNext: { results.append("\($0)") })
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(results.all, ["10", "20"])
        subscription.dispose()
    }

    func test_schedule_fromABackgroundQueue_runsOnTheMainQueue() {
        let ran = expectation(description: "ran on the main queue")
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule {
                XCTAssertTrue(MainScheduler.isOnMainQueue)
                ran.fulfill()
            }
        }
        wait(for: [ran], timeout: 10)
    }

    func test_disposingAQueuedAction_cancelsIt() {
        let log = EventLog()
        let outer = MainScheduler.instance.schedule {
            let inner = MainScheduler.instance.schedule { log.append("cancelled ran") }
            inner.dispose()
        }
        outer.dispose()
        drainMainQueue()
        XCTAssertEqual(log.all, [])
    }

    /// RxCocoa's `asDriver` + `flatMapLatest` test: on the main queue every hop is synchronous, so each value
    /// arrives while it is being sent.
    func test_driverFlatMapLatest_onTheMainQueue_deliversSynchronously() {
        let source = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let failing = PublishSubject<Int>()
        let signals = [
            first.asSignal(onErrorJustReturn: -2), second.asSignal(onErrorJustReturn: -3),
            failing.asSignal(onErrorJustReturn: -4),
        ]
        let xs = source.asObservable().asDriver(onErrorJustReturn: 2).flatMapLatest { signals[$0] }
        let results = EventLog()
        let subscription = xs.asObservable().subscribe(onNext: { results.append("\($0)") })
        source.onNext(0)
        first.onNext(1)
        first.onNext(2)
        first.onError(TestError.failed)
        source.onNext(1)
        second.onNext(10)
        second.onNext(11)
        second.onError(TestError.failed)
        source.onError(TestError.failed)
        failing.onCompleted()
        XCTAssertEqual(results.all, ["1", "2", "-2", "10", "11", "-3"])
        subscription.dispose()
    }

    /// RxCocoa's `asDriver` + `switchLatest` test: the fallback signal fails as soon as it is subscribed, and,
    /// having its own main scheduler, delivers its -1 at once too.
    func test_driverSwitchLatest_onTheMainQueue_deliversSynchronously() {
        let source = PublishSubject<Signal<Int>>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let xs = source.asObservable().asDriver(onErrorJustReturn: first.asSignal(onErrorJustReturn: -1))
            .switchLatest()
        let results = EventLog()
        let subscription = xs.asObservable().subscribe(onNext: { results.append("\($0)") })
        source.onNext(first.asSignal(onErrorJustReturn: -2))
        first.onNext(1)
        first.onNext(2)
        first.onError(TestError.failed)
        source.onNext(second.asSignal(onErrorJustReturn: -3))
        second.onNext(10)
        second.onNext(11)
        second.onError(TestError.failed)
        source.onError(TestError.failed)
        first.onCompleted()
        XCTAssertEqual(results.all, ["1", "2", "-2", "10", "11", "-3", "-1"])
        subscription.dispose()
    }
}
