import Dispatch
import Reactive
import ReactiveTesting
import XCTest

final class ObservableCreateTests: ReactiveTestCase {
    func test_create_dropsEventsAfterCompletion() {
        let log = EventLog()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError.failed)
            return Disposables.create()
        }
        _ = source.subscribe { event in log.append("\(event)") }
        XCTAssertEqual(log.all, ["next(1)", "completed"])
    }

    func test_create_disposesItsSubscriptionAfterTerminalEvent() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let source = Observable<Int>.create { observer in
            let subscription = subject.asObservable().subscribe(observer)
            return Disposables.create {
                log.append("disposed")
                subscription.dispose()
            }
        }
        _ = source.subscribe { event in log.append("\(event)") }
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log.all, ["next(1)", "completed", "disposed"])
    }

    func test_create_disposingStopsDelivery() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let source = Observable<Int>.create { observer in subject.asObservable().subscribe(observer) }
        let subscription = source.subscribe { event in log.append("\(event)") }
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(log.all, ["next(1)"])
        XCTAssertFalse(subject.hasObservers)
    }

    func test_create_serialisesConcurrentSenders() {
        let probe = OverlapProbe()
        let source = Observable<Int>.create { observer in
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for value in 0..<500 { observer.onNext(value) }
            }
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.subscribe(onNext: { _ in probe.call() })
        XCTAssertEqual(probe.callCount, 4000)
        XCTAssertEqual(probe.mostCallsAtOnce, 1)
    }

    func test_subscribe_callsOnDisposedOnceAfterCompletion() {
        let log = EventLog()
        let subscription = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        subscription.dispose()
        XCTAssertEqual(log.all, ["next 1", "next 2", "completed", "disposed"])
    }

    func test_subscribe_callsOnDisposedWhenDisposed() {
        let log = EventLog()
        let subscription = Observable<Int>.never().subscribe(onDisposed: { log.append("disposed") })
        XCTAssertEqual(log.all, [])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log.all, ["disposed"])
    }

    // The cases below are ported from RxSwift's `Observable+Tests.swift` (named test_rx_…).

    /// Subscribes to a `create` sequence that hands its observer out, recording the values it delivers.
    private static func leakedObserver() -> (Observable<Int>, LockedValues<AnyObserver<Int>>) {
        let observers = LockedValues<AnyObserver<Int>>()
        let source = Observable<Int>.create { observer in
            observers.append(observer)
            return Disposables.create()
        }
        return (source, observers)
    }

    func test_rx_create_detachesOnDispose() {
        let (source, observers) = Self.leakedObserver()
        let values = LockedValues<Int>()
        let subscription = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values.all, [])
        observers.all[0].onNext(0)
        XCTAssertEqual(values.all, [0])
        subscription.dispose()
        observers.all[0].onNext(1)
        XCTAssertEqual(values.all, [0])
    }

    func test_rx_create_detachesOnCompletion() {
        let (source, observers) = Self.leakedObserver()
        let values = LockedValues<Int>()
        _ = source.subscribe(onNext: { values.append($0) })
        observers.all[0].onNext(0)
        XCTAssertEqual(values.all, [0])
        observers.all[0].onCompleted()
        observers.all[0].onNext(1)
        XCTAssertEqual(values.all, [0])
    }

    func test_rx_create_detachesOnError() {
        let (source, observers) = Self.leakedObserver()
        let values = LockedValues<Int>()
        _ = source.subscribe(onNext: { values.append($0) })
        observers.all[0].onNext(0)
        XCTAssertEqual(values.all, [0])
        observers.all[0].onError(TestError.failed)
        observers.all[0].onNext(1)
        XCTAssertEqual(values.all, [0])
    }

    func test_rx_create_doesNotKeepItsOwnerAliveAfterSubscribing() {
        final class Owner: Sendable {
            let invoked: XCTestExpectation
            init(invoked: XCTestExpectation) { self.invoked = invoked }
            func sequence() -> Observable<Void> {
                .create { _ in
                    self.invoked.fulfill()
                    return Disposables.create()
                }
            }
        }
        let invoked = expectation(description: "the subscribe closure ran")
        var owner: Owner? = Owner(invoked: invoked)
        weak let firstOwner = owner
        let subscription = owner?.sequence().subscribe { _ in }
        wait(for: [invoked], timeout: 5)
        owner = nil
        XCTAssertNil(firstOwner)
        subscription?.dispose()
    }

}
