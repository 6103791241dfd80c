import Reactive
import ReactiveTesting
import XCTest

/// `do`, on the timelines of RxSwift's `Observable+DoOnTests.swift`. Our `do` has no throwing handlers, so those
/// cases do not apply; the first ordering cases leave `onSubscribed` out, the ones at the end include it and the
/// `after…` hooks.
final class DoTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func twoToFive(endingWith end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), end])
    }

    private let twoToFiveSeen: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5)]

    func test_onNext_seesEveryValue() {
        let seen = EventLog()
        let xs = twoToFive(endingWith: .completed(250))
        let res = scheduler.start { xs.asObservable().do(onNext: { seen.append("\($0)") }) }
        XCTAssertEqual(seen.all, ["2", "3", "4", "5"])
        XCTAssertEqual(res.events, twoToFiveSeen + [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_onNext_plainActionRunsOncePerValue() {
        let calls = CallCounter()
        let xs = twoToFive(endingWith: .completed(250))
        let res = scheduler.start { xs.asObservable().do(onNext: { _ in calls.increment() }) }
        XCTAssertEqual(calls.value, 4)
        XCTAssertEqual(res.events, twoToFiveSeen + [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_onNextAndOnCompleted_bothRun() {
        let seen = EventLog()
        let xs = twoToFive(endingWith: .completed(250))
        let res = scheduler.start {
            xs.asObservable().do(onNext: { seen.append("\($0)") }, onCompleted: { seen.append("completed") })
        }
        XCTAssertEqual(seen.all, ["2", "3", "4", "5", "completed"])
        XCTAssertEqual(res.events, twoToFiveSeen + [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_onCompleted_neverRunsForANeverEndingSource() {
        let seen = EventLog()
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start {
            xs.asObservable().do(onNext: { seen.append("\($0)") }, onCompleted: { seen.append("completed") })
        }
        XCTAssertEqual(seen.all, [])
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_onNextAndOnError_bothRunOnAFailure() {
        let seen = EventLog()
        let xs = twoToFive(endingWith: .error(250, TestError.failed))
        let res = scheduler.start {
            xs.asObservable().do(onNext: { seen.append("\($0)") }, onError: { _ in seen.append("error") })
        }
        XCTAssertEqual(seen.all, ["2", "3", "4", "5", "error"])
        XCTAssertEqual(res.events, twoToFiveSeen + [.error(250, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_onError_doesNotRunOnCompletion() {
        let seen = EventLog()
        let xs = twoToFive(endingWith: .completed(250))
        let res = scheduler.start {
            xs.asObservable().do(onNext: { seen.append("\($0)") }, onError: { _ in seen.append("error") })
        }
        XCTAssertEqual(seen.all, ["2", "3", "4", "5"])
        XCTAssertEqual(res.events, twoToFiveSeen + [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_onNextAlone_leavesTheSequenceUnchanged() {
        let xs = twoToFive(endingWith: .completed(250))
        let res = scheduler.start { xs.asObservable().do(onNext: { _ in }) }
        XCTAssertEqual(res.events, twoToFiveSeen + [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_onErrorAlone_seesTheError() {
        let seen = EventLog()
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, TestError.failed)])
        let res = scheduler.start { xs.asObservable().do(onError: { seen.append("\($0)") }) }
        XCTAssertEqual(seen.all, ["\(TestError.failed)"])
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_onCompletedAlone_runsOnce() {
        let calls = CallCounter()
        let xs = twoToFive(endingWith: .completed(250))
        let res = scheduler.start { xs.asObservable().do(onCompleted: { calls.increment() }) }
        XCTAssertEqual(calls.value, 1)
        XCTAssertEqual(res.events, twoToFiveSeen + [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    private static func logged(_ log: EventLog, _ send: @escaping @Sendable (AnyObserver<Int>) -> Void) -> Observable<
        Int
    > {
        Observable<Int>.create { observer in
            log.append("source subscribe")
            send(observer)
            return Disposables.create { log.append("source dispose") }
        }
        .do(
            onNext: { _ in log.append("next") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onSubscribe: { log.append("subscribe") },
            onDispose: { log.append("dispose") })
    }

    func test_order_completionLater() {
        let log = EventLog()
        let scheduler = scheduler
        _ = scheduler.start {
            DoTests.logged(log) { observer in
                scheduler.scheduleAt(300) {
                    observer.onNext(0)
                    observer.onCompleted()
                }
            }
        }
        XCTAssertEqual(log.all, ["subscribe", "source subscribe", "next", "completed", "source dispose", "dispose"])
    }

    func test_order_completionDuringSubscribe() {
        let log = EventLog()
        _ = scheduler.start {
            DoTests.logged(log) { observer in
                observer.onNext(0)
                observer.onCompleted()
            }
        }
        XCTAssertEqual(log.all, ["subscribe", "source subscribe", "next", "completed", "source dispose", "dispose"])
    }

    func test_order_errorDuringSubscribe() {
        let log = EventLog()
        _ = DoTests.logged(log) { observer in
            observer.onNext(0)
            observer.onError(TestError.failed)
        }
        .subscribe { _ in }
        XCTAssertEqual(log.all, ["subscribe", "source subscribe", "next", "error", "source dispose", "dispose"])
    }

    func test_order_disposal() {
        let log = EventLog()
        DoTests.logged(log) { $0.onNext(0) }.subscribe { _ in }.dispose()
        XCTAssertEqual(log.all, ["subscribe", "source subscribe", "next", "source dispose", "dispose"])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).do().subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).do().subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_do_runsSideEffectsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.start {
            xs.asObservable().do(
                onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") }, onSubscribe: { log.append("subscribe") },
                onDispose: { log.append("dispose") })
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(log.all, ["subscribe", "next 1", "completed", "dispose"])
    }

    func test_do_runsOnDisposeWhenDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(500, TestError.failed)])
        _ = scheduler.start(created: 100, subscribed: 200, disposed: 400) {
            xs.asObservable().do(onError: { _ in log.append("error") }, onDispose: { log.append("dispose") })
        }
        XCTAssertEqual(log.all, ["dispose"])
    }

    // `do`'s `after...` and `onSubscribed` callbacks, in the order of RxSwift's DoOn order tests.
    private static func loggedWithEveryCallback(
        _ log: EventLog, _ send: @escaping @Sendable (AnyObserver<Int>) -> Void
    ) -> Observable<Int> {
        Observable<Int>.create { observer in
            log.append("source subscribe")
            send(observer)
            return Disposables.create { log.append("source dispose") }
        }
        .do(
            onNext: { _ in log.append("next") }, afterNext: { _ in log.append("after next") },
            onError: { _ in log.append("error") }, afterError: { _ in log.append("after error") },
            onCompleted: { log.append("completed") }, afterCompleted: { log.append("after completed") },
            onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") })
    }

    func test_completedLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        _ = scheduler.start {
            Self.loggedWithEveryCallback(log) { observer in
                scheduler.scheduleAt(300) {
                    observer.onNext(0)
                    observer.onCompleted()
                }
            }
        }
        XCTAssertEqual(
            log.all,
            [
                "subscribe", "source subscribe", "subscribed", "next", "after next", "completed", "after completed",
                "source dispose", "dispose",
            ])
    }

    func test_completedWhileSubscribing_subscribedComesAfterTheSourceDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        _ = scheduler.start {
            Self.loggedWithEveryCallback(log) { observer in
                observer.onNext(0)
                observer.onCompleted()
            }
        }
        XCTAssertEqual(
            log.all,
            [
                "subscribe", "source subscribe", "next", "after next", "completed", "after completed",
                "source dispose", "subscribed", "dispose",
            ])
    }

    func test_errorWhileSubscribing() {
        let log = EventLog()
        _ = Self.loggedWithEveryCallback(log) { observer in
            observer.onNext(0)
            observer.onError(TestError.failed)
        }
        .subscribe { _ in }
        XCTAssertEqual(
            log.all,
            [
                "subscribe", "source subscribe", "next", "after next", "error", "after error", "source dispose",
                "subscribed", "dispose",
            ])
    }

    func test_disposal() {
        let log = EventLog()
        Self.loggedWithEveryCallback(log) { $0.onNext(0) }.subscribe { _ in }.dispose()
        XCTAssertEqual(
            log.all, ["subscribe", "source subscribe", "next", "after next", "subscribed", "source dispose", "dispose"])
    }

    func test_afterNext_runsAfterTheObserverSawTheValue() {
        let log = EventLog()
        _ = Observable.just(1).do(onNext: { _ in log.append("on") }, afterNext: { _ in log.append("after") })
            .subscribe(onNext: { _ in log.append("observer") })
        XCTAssertEqual(log.all, ["on", "observer", "after"])
    }

    func test_driverDo_afterCompletedAndOnSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let log = EventLog()
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asObservable().asDriver(onErrorJustReturn: 0).do(
                    afterNext: { log.append("after \($0)@\(scheduler.clock)") },
                    afterCompleted: { log.append("after completed@\(scheduler.clock)") },
                    onSubscribed: { log.append("subscribed@\(scheduler.clock)") })
            }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(log.all, ["subscribed@200", "after 1@211", "after completed@221"])
    }
}
