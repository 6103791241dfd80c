import Dispatch
import Reactive
import ReactiveTesting
import XCTest

/// `Signal`: shared without replay, delivered on the sharing scheduler, never failing (after RxCocoa's tests,
/// on a test scheduler mocked in as the sharing scheduler, so every delivery is one tick later).
final class SignalTests: ReactiveTestCase {
    private func runSharing(
        _ makeSignal: (TestableObservable<Int>) -> Signal<Int>, end: Recorded<Event<Int>>
    ) -> (first: [Recorded<Event<Int>>], second: [Recorded<Event<Int>>], third: [Recorded<Event<Int>>], [Subscription])
    {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        let source = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), end])
        let bag = SerialDisposable()
        let signal = SharingScheduler.mock(scheduler: scheduler) { makeSignal(source) }
        let subscriptions = CompositeDisposable()
        scheduler.scheduleAt(200) { bag.disposable = signal.asObservable().subscribe(first) }
        scheduler.scheduleAt(225) { _ = subscriptions.insert(signal.asObservable().subscribe(second)) }
        scheduler.scheduleAt(235) { bag.dispose() }
        scheduler.scheduleAt(260) { subscriptions.dispose() }
        let resubscription = SerialDisposable()
        scheduler.scheduleAt(260) { resubscription.disposable = signal.asObservable().subscribe(third) }
        scheduler.scheduleAt(285) { resubscription.dispose() }
        scheduler.start()
        return (first.events, second.events, third.events, source.subscriptions)
    }

    func test_sharing_lateObserverGetsNoReplay_whenErroring() {
        let result = runSharing(
            { $0.asObservable().asSignal(onErrorJustReturn: -1) }, end: .error(50, TestError.failed))
        XCTAssertEqual(result.first, [.next(211, 0), .next(221, 1), .next(231, 2)])
        XCTAssertEqual(result.second, [.next(231, 2), .next(241, 3), .next(251, -1), .completed(251)])
        XCTAssertEqual(result.third, [.next(271, 0), .next(281, 1)])
        XCTAssertEqual(result.3, [Subscription(200, 250), Subscription(260, 285)])
    }

    func test_sharing_lateObserverGetsNoReplay_whenCompleted() {
        let result = runSharing({ $0.asObservable().asSignal(onErrorJustReturn: -1) }, end: .completed(50))
        XCTAssertEqual(result.first, [.next(211, 0), .next(221, 1), .next(231, 2)])
        XCTAssertEqual(result.second, [.next(231, 2), .next(241, 3), .completed(251)])
        XCTAssertEqual(result.third, [.next(271, 0), .next(281, 1)])
        XCTAssertEqual(result.3, [Subscription(200, 250), Subscription(260, 285)])
    }

    func test_driver_incontrast_replaysTheLatestValueToALateObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2)])
        let driver = SharingScheduler.mock(scheduler: scheduler) {
            source.asObservable().asDriver(onErrorJustReturn: -1)
        }
        let late = scheduler.createObserver(Int.self)
        let first = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { driver.drive(first).disposed(by: bag) }
        scheduler.scheduleAt(225) { driver.drive(late).disposed(by: bag) }
        scheduler.advanceTo(240)
        XCTAssertEqual(late.events, [.next(225, 1), .next(231, 2)])
    }

    func test_asSignalOnErrorSignalWith_continuesWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asObservable().asSignal(onErrorSignalWith: .just(5)) }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .next(222, 5), .completed(223)])
    }

    func test_asSignalOnErrorRecover_continuesWithTheSignalForTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.other)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asObservable().asSignal(onErrorRecover: { error in
                    Signal.just((error as? TestError) == .other ? 2 : 3)
                })
            }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .next(222, 2), .completed(223)])
    }

    func test_asSignalOnErrorRecover_emptyEndsQuietly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asObservable().asSignal(onErrorRecover: { _ in .empty() }) }
        }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(222)])
    }

    func test_publishRelayAsSignal_deliversOnlyValuesAcceptedAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<String>()
        let signal = SharingScheduler.mock(scheduler: scheduler) { relay.asSignal() }
        let early = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { signal.emit(to: early).disposed(by: bag) }
        scheduler.scheduleAt(110) { relay.accept("open") }
        scheduler.scheduleAt(150) { signal.emit(to: late).disposed(by: bag) }
        scheduler.scheduleAt(160) { relay.accept("close") }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(111, "open"), .next(161, "close")])
        XCTAssertEqual(late.events, [.next(161, "close")])
    }

    func test_emitOnNext_callsTheClosuresOncePerEventAndOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let log = EventLog()
        let signal = SharingScheduler.mock(scheduler: scheduler) { xs.asObservable().asSignal(onErrorJustReturn: 0) }
        scheduler.scheduleAt(200) {
            _ = signal.emit(
                onNext: { log.append("next \($0)@\(scheduler.clock)") },
                onCompleted: { log.append("completed@\(scheduler.clock)") },
                onDisposed: { log.append("disposed@\(scheduler.clock)") })
        }
        scheduler.start()
        XCTAssertEqual(log.all, ["next 1@211", "next 2@221", "completed@231", "disposed@231"])
    }

    func test_emitToRelays_sendsEveryValueToEachRelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let other = BehaviorRelay(value: 0)
        let received = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        publish.asObservable().subscribe(received).disposed(by: bag)
        let signal = SharingScheduler.mock(scheduler: scheduler) { xs.asObservable().asSignal(onErrorJustReturn: 0) }
        scheduler.scheduleAt(200) {
            signal.emit(to: publish).disposed(by: bag)
            signal.emit(to: behavior, other).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(received.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(other.value, 2)
    }

    func test_signalOperators_keepTheSignalShape() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 3)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asObservable().asSignal(onErrorJustReturn: 0)
                    .filter { $0 > 1 }
                    .distinctUntilChanged()
                    .map { "value \($0)" }
            }
        }
        XCTAssertEqual(res.events, [.next(221, "value 2"), .next(231, "value 3")])
    }

    /// RxCocoa's own sharing tests run on the main queue with the real main scheduler, which delivers
    /// synchronously there: the same timelines, without a mocked sharing scheduler, give RxCocoa's numbers.
    private func runOnTheMainScheduler<Element: Sendable>(
        _ makeSequence: (TestableObservable<Int>) -> Observable<Element>
    ) -> (first: [Recorded<Event<Element>>], second: [Recorded<Event<Element>>], [Subscription]) {
        let drained = expectation(description: "actions queued by earlier tests ran")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Element.self)
        let second = scheduler.createObserver(Element.self)
        let source = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, TestError.failed),
        ])
        let sequence = makeSequence(source)
        let firstSubscription = SerialDisposable()
        let secondSubscription = SerialDisposable()
        scheduler.scheduleAt(200) { firstSubscription.disposable = sequence.subscribe(first) }
        scheduler.scheduleAt(225) { secondSubscription.disposable = sequence.subscribe(second) }
        scheduler.scheduleAt(235) { firstSubscription.dispose() }
        scheduler.scheduleAt(260) { secondSubscription.dispose() }
        scheduler.start()
        return (first.events, second.events, source.subscriptions)
    }

    func test_signalSharing_onTheMainScheduler_hasRxCocoasNumbers() {
        let result = runOnTheMainScheduler { $0.asSignal(onErrorJustReturn: -1).asObservable() }
        XCTAssertEqual(result.first, [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(result.second, [.next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        XCTAssertEqual(result.2, [Subscription(200, 250)])
    }

    func test_driverSharing_onTheMainScheduler_hasRxCocoasNumbers() {
        let result = runOnTheMainScheduler { $0.asDriver(onErrorJustReturn: -1).asObservable() }
        XCTAssertEqual(result.first, [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(result.second, [.next(225, 1), .next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        XCTAssertEqual(result.2, [Subscription(200, 250)])
    }

    // The cases below are ported from RxCocoa's `Signal+Test.swift` (named test_rx_…). They run on the main thread,
    // where the main scheduler delivers at once, as RxCocoa's do; the optional-observer, `emit(with:)` and
    // control-event forms do not apply.

    private func drainMainQueue() {
        let drained = expectation(description: "the main queue ran what was queued before")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
    }

    /// RxCocoa's sharing schedule on the main scheduler: observers at 200 and 225 (leaving at 235 and 260), and a
    /// third from 260 to 285 that makes the signal subscribe to `cold` again.
    private func mainQueueSharingRun(_ cold: TestableObservable<Int>, scheduler: TestScheduler)
        -> [[Recorded<Event<Int>>]]
    {
        drainMainQueue()
        let signal = cold.asObservable().asSignal(onErrorJustReturn: -1)
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        let slots = (0..<3).map { _ in SingleAssignmentDisposable() }
        for (index, (start, end)) in [(200, 235), (225, 260), (260, 285)].enumerated() {
            _ = scheduler.scheduleAt(start) {
                slots[index].setDisposable(signal.asObservable().subscribe(observers[index]))
            }
            _ = scheduler.scheduleAt(end) { slots[index].dispose() }
        }
        scheduler.start()
        return observers.map(\.events)
    }

    func test_rx_sharing_whenErroring_noReplayAndResubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, TestError.failed),
        ])
        let results = mainQueueSharingRun(cold, scheduler: scheduler)
        XCTAssertEqual(results[0], [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(results[1], [.next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        XCTAssertEqual(results[2], [.next(270, 0), .next(280, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    func test_rx_sharing_whenCompleted_noReplayAndResubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .completed(50),
        ])
        let results = mainQueueSharingRun(cold, scheduler: scheduler)
        XCTAssertEqual(results[0], [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(results[1], [.next(230, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(results[2], [.next(270, 0), .next(280, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    /// Subscribes twice to `signal` (made from `subject`), sends 1, 2 and an error, waits for the main queue (as
    /// RxCocoa's case waits for its results) and returns what the two observers received and whether the subject
    /// saw one subscription that ended with the error.
    private func twoObserversOfOneSubscription(_ subject: PublishSubject<Int>, _ signal: Signal<Int>)
        -> (first: [Int], second: [Int], sharedAndEnded: Bool)
    {
        drainMainQueue()
        let first = LockedValues<Int>()
        let second = LockedValues<Int>()
        let subscriptions = CompositeDisposable()
        _ = subscriptions.insert(signal.emit(onNext: { first.append($0) }))
        _ = subscriptions.insert(signal.emit(onNext: { second.append($0) }))
        let subscribed = subject.hasObservers
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError.failed)
        let ended = !subject.hasObservers
        drainMainQueue()
        subscriptions.dispose()
        return (first.all, second.all, subscribed && ended)
    }

    func test_rx_asSignalOnErrorJustReturn_endsWithTheReplacement() {
        let subject = PublishSubject<Int>()
        let result = twoObserversOfOneSubscription(subject, subject.asSignal(onErrorJustReturn: -1))
        XCTAssertEqual(result.first, [1, 2, -1])
        XCTAssertEqual(result.second, [1, 2, -1])
        XCTAssertTrue(result.sharedAndEnded)
    }

    func test_rx_asSignalOnErrorSignalWith_endsWithTheFallback() {
        let subject = PublishSubject<Int>()
        let result = twoObserversOfOneSubscription(subject, subject.asSignal(onErrorSignalWith: Signal.just(-1)))
        XCTAssertEqual(result.first, [1, 2, -1])
        XCTAssertEqual(result.second, [1, 2, -1])
        XCTAssertTrue(result.sharedAndEnded)
    }

    func test_rx_asSignalOnErrorRecover_endsWithTheRecoveredSignal() {
        let subject = PublishSubject<Int>()
        let result = twoObserversOfOneSubscription(subject, subject.asSignal(onErrorRecover: { _ in .empty() }))
        XCTAssertEqual(result.first, [1, 2])
        XCTAssertEqual(result.second, [1, 2])
        XCTAssertTrue(result.sharedAndEnded)
    }

    func test_rx_emitToAnObserver_deliversTheValue() {
        drainMainQueue()
        let events = LockedValues<Event<Int>>()
        _ = Signal.just(1).emit(to: AnyObserver<Int> { events.append($0) })
        XCTAssertEqual(events.all.first?.element, 1)
    }

    func test_rx_emitToABehaviorRelay_setsItsValue() {
        drainMainQueue()
        let relay = BehaviorRelay(value: 0)
        _ = Signal.just(1).emit(to: relay)
        XCTAssertEqual(relay.value, 1)
    }

    func test_rx_emitToAPublishRelay_reachesItsObservers() {
        drainMainQueue()
        let relay = PublishRelay<Int>()
        let latest = LockedValues<Int>()
        let subscription = relay.asObservable().subscribe(onNext: { latest.append($0) })
        _ = Signal.just(1).emit(to: relay)
        subscription.dispose()
        XCTAssertEqual(latest.all.last, 1)
    }

    private func emitted(_ events: [Recorded<Event<Int>>]) -> (values: [Int], completed: Bool, disposed: Bool) {
        drainMainQueue()
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable(events)
        let values = LockedValues<Int>()
        let completed = CallCounter()
        let disposed = CallCounter()
        _ = cold.asObservable().asSignal(onErrorJustReturn: -1)
            .emit(
                onNext: { values.append($0) }, onCompleted: { completed.increment() },
                onDisposed: { disposed.increment() })
        scheduler.start()
        return (values.all, completed.value == 1, disposed.value == 1)
    }

    func test_rx_emitWithOnNext_seesEveryValueAndIsDisposed() {
        let result = emitted([.next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .completed(50)])
        XCTAssertEqual(result.values, [0, 1, 2, 3])
        XCTAssertTrue(result.disposed)
    }

    func test_rx_emitWithOnNext_seesTheErrorReplacement() {
        let result = emitted([.next(10, 0), .next(20, 1), .next(30, 2), .error(40, TestError.failed), .next(50, 3)])
        XCTAssertEqual(result.values, [0, 1, 2, -1])
        XCTAssertTrue(result.disposed)
    }

    func test_rx_emitWithOnCompleted_seesTheCompletion() {
        let result = emitted([.next(10, 0), .next(20, 1), .next(30, 2), .completed(40)])
        XCTAssertEqual(result.values, [0, 1, 2])
        XCTAssertTrue(result.completed)
        XCTAssertTrue(result.disposed)
    }
}
