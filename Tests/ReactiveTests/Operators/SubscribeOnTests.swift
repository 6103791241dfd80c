import Dispatch
import Reactive
import ReactiveTesting
import Synchronization
import XCTest

/// `subscribe(on:)`, on the timelines of RxSwift's `Observable+SubscribeOnTests.swift`: subscription and disposal
/// both happen one tick later, on the scheduler.
///
/// One recording differs: RxSwift subscribes `subscribe(on:)` to the testable observable itself, so after a
/// terminal event at 300 the scheduled unsubscription is logged at 301. Here the testable observable is reached
/// through `asObservable()`, which (like RxSwift's own `Observable.create`) unsubscribes from it as soon as it relays
/// the terminal event, so those two cases log 300. The events themselves are RxSwift's.
final class SubscribeOnTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func test_subscribingAndDisposing_happenOnTheScheduler() {
        let subscribedAt = LockedValues<Int>()
        let disposedAt = LockedValues<Int>()
        let scheduler = scheduler
        let xs = Observable<Int>.create { _ in
            subscribedAt.append(scheduler.clock)
            return Disposables.create { disposedAt.append(scheduler.clock) }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(subscribedAt.all, [201])
        XCTAssertEqual(disposedAt.all, [1001])
    }

    func test_completion_passesThrough() {
        let scheduler = scheduler
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let res = scheduler.start { xs.asObservable().subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 300)])
    }

    func test_error_passesThrough() {
        let scheduler = scheduler
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(300, TestError.failed)])
        let res = scheduler.start { xs.asObservable().subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.error(300, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 300)])
    }

    func test_disposal_unsubscribesOneTickLater() {
        let scheduler = scheduler
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.asObservable().subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).subscribe(on: scheduler).subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).subscribe(on: scheduler).subscribe { _ in }
        scheduler.start()
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

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
}
