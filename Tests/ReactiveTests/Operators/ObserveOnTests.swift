import Dispatch
import Reactive
import ReactiveTesting
import Synchronization
import XCTest

/// `observe(on:)` with a serial dispatch queue scheduler, on the steps of RxSwift's serial-queue cases in
/// `Observable+ObserveOnTests.swift`: each step runs after the queue has delivered what the previous one sent.
final class ObserveOnTests: ReactiveTestCase {
    private let scheduler = SerialDispatchQueueScheduler(label: "ObserveOnTests")

    /// Waits until every action queued on the scheduler so far has run.
    private func drain() {
        let drained = expectation(description: "the queue ran everything queued before")
        _ = scheduler.schedule { drained.fulfill() }
        wait(for: [drained], timeout: 5)
    }

    func test_errorAtOnce_isDeliveredOnce() {
        let errors = CallCounter()
        let subscription = Observable<Int>.error(TestError.failed).observe(on: scheduler)
            .subscribe(onError: { _ in errors.increment() })
        drain()
        subscription.dispose()
        XCTAssertEqual(errors.value, 1)
    }

    func test_emptyAtOnce_completesOnce() {
        let completions = CallCounter()
        let subscription = Observable<Int>.empty().observe(on: scheduler)
            .subscribe(onCompleted: { completions.increment() })
        drain()
        subscription.dispose()
        XCTAssertEqual(completions.value, 1)
    }

    func test_never_deliversNothing() {
        let values = CallCounter()
        let subscription = Observable<Int>.never().observe(on: scheduler).subscribe(onNext: { _ in values.increment() })
        drain()
        subscription.dispose()
        XCTAssertEqual(values.value, 0)
    }

    private func recorded(_ xs: PublishSubject<Int>, into log: EventLog) -> any Disposable {
        xs.asObservable().observe(on: scheduler).subscribe { log.append("\($0)") }
    }

    func test_values_thenCompletion_arriveInOrder() {
        let xs = PublishSubject<Int>()
        let log = EventLog()
        let subscription = recorded(xs, into: log)
        XCTAssertTrue(xs.hasObservers)
        xs.onNext(0)
        drain()
        XCTAssertEqual(log.all, ["next(0)"])
        xs.onNext(1)
        xs.onNext(2)
        drain()
        XCTAssertEqual(log.all, ["next(0)", "next(1)", "next(2)"])
        XCTAssertTrue(xs.hasObservers)
        xs.onCompleted()
        drain()
        XCTAssertEqual(log.all, ["next(0)", "next(1)", "next(2)", "completed"])
        XCTAssertFalse(xs.hasObservers)
        subscription.dispose()
    }

    func test_completionAlone() {
        let xs = PublishSubject<Int>()
        let log = EventLog()
        let subscription = recorded(xs, into: log)
        XCTAssertTrue(xs.hasObservers)
        xs.onCompleted()
        drain()
        XCTAssertEqual(log.all, ["completed"])
        XCTAssertFalse(xs.hasObservers)
        subscription.dispose()
    }

    func test_values_thenError_arriveInOrder() {
        let xs = PublishSubject<Int>()
        let log = EventLog()
        let subscription = recorded(xs, into: log)
        xs.onNext(0)
        drain()
        XCTAssertEqual(log.all, ["next(0)"])
        xs.onNext(1)
        xs.onNext(2)
        drain()
        XCTAssertTrue(xs.hasObservers)
        xs.onError(TestError.failed)
        drain()
        XCTAssertEqual(log.all, ["next(0)", "next(1)", "next(2)", "\(Event<Int>.error(TestError.failed))"])
        XCTAssertFalse(xs.hasObservers)
        subscription.dispose()
    }

    func test_disposal_unsubscribesAndDropsLaterEvents() {
        let xs = PublishSubject<Int>()
        let log = EventLog()
        let subscription = recorded(xs, into: log)
        xs.onNext(0)
        drain()
        XCTAssertEqual(log.all, ["next(0)"])
        XCTAssertTrue(xs.hasObservers)
        subscription.dispose()
        XCTAssertFalse(xs.hasObservers)
        xs.onError(TestError.failed)
        drain()
        XCTAssertEqual(log.all, ["next(0)"])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).observe(on: scheduler).subscribe { _ in }
        drain()
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).observe(on: scheduler).subscribe { _ in }
        drain()
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_observeOn_deliversOnSchedulerInOrder() {
        let scheduler = SerialDispatchQueueScheduler(label: "observe-on")
        let delivered = expectation(description: "delivered")
        let values = Mutex<[Int]>([])
        let onQueue = Mutex(true)
        let subscription = Observable.of(1, 2, 3).observe(on: scheduler).subscribe(
            onNext: { value in
                dispatchPrecondition(condition: .onQueue(scheduler.queue))
                values.withLock { $0.append(value) }
            },
            onDisposed: { delivered.fulfill() })
        wait(for: [delivered], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(values.withLock { $0 }, [1, 2, 3])
        XCTAssertTrue(onQueue.withLock { $0 })
    }

    func test_observeOn_testScheduler_deliversOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start { xs.asObservable().observe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(211, 1), .completed(221)])
    }

    func test_observeOn_testScheduler_deliversABurstOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let observer = scheduler.start { xs.asObservable().observe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(211, 1), .next(212, 2), .completed(213)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_observeOn_testScheduler_disposalDropsQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3)])
        let observer = scheduler.start(disposed: 212) { xs.asObservable().observe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(211, 1)])
    }
}
