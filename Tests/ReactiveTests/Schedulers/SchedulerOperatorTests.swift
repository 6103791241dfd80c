import Dispatch
import Reactive
import ReactiveTesting
import Synchronization
import XCTest

final class SchedulerOperatorTests: ReactiveTestCase {
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

    func test_subscribeOn_subscribesOnScheduler() {
        let scheduler = SerialDispatchQueueScheduler(label: "subscribe-on")
        let done = expectation(description: "done")
        let source = Observable<Int>.create { observer in
            dispatchPrecondition(condition: .onQueue(scheduler.queue))
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = source.subscribe(on: scheduler).subscribe(onDisposed: { done.fulfill() })
        wait(for: [done], timeout: 10)
        subscription.dispose()
    }

    func test_serialDispatchQueueScheduler_cancelledActionDoesNotRun() {
        let scheduler = SerialDispatchQueueScheduler(label: "cancel")
        let log = EventLog()
        let cancelled = scheduler.schedule(after: .milliseconds(20)) { log.append("cancelled ran") }
        cancelled.dispose()
        let finished = expectation(description: "later action ran")
        _ = scheduler.schedule(after: .milliseconds(60)) { finished.fulfill() }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(log.all, [])
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
