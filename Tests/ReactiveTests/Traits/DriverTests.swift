import Dispatch
import Reactive
import ReactiveTesting
import XCTest

final class DriverTests: ReactiveTestCase {
    /// Lets the main queue run whatever earlier tests left on it, so the main scheduler delivers at once again.
    override func setUp() {
        let drained = expectation(description: "the main queue ran what was queued before")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
        super.setUp()
    }

    func test_asDriverOnErrorJustReturn_replacesErrorAndDeliversOnSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asObservable().asDriver(onErrorJustReturn: -1).asObservable() }
        }
        XCTAssertEqual(observer.events, [.next(211, 1), .next(221, -1), .completed(221)])
    }

    func test_asDriverOnErrorDriveWith_continuesWithFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError.failed)] as [Recorded<Event<Int>>])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asObservable().asDriver(onErrorDriveWith: Driver.just(5)).asObservable() }
        }
        XCTAssertEqual(observer.events, [.next(222, 5), .completed(223)])
    }

    func test_asDriverOnErrorJustComplete_completesQuietly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asObservable().asDriverOnErrorJustComplete().asObservable() }
        }
        XCTAssertEqual(observer.events, [.next(211, 1), .completed(221)])
    }

    func test_driver_sharesSourceAndReplaysLatestToLateObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let late = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asObservable().asDriver(onErrorJustReturn: 0).map { $0 * 10 }
            scheduler.scheduleAt(200) { _ = subscriptions.insert(driver.drive(onNext: { _ in })) }
            scheduler.scheduleAt(220) { _ = subscriptions.insert(driver.drive(late)) }
            scheduler.scheduleAt(300) { subscriptions.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(late.events, [.next(220, 10), .next(231, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_driverOperators_onVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .next(400, 4),
        ])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asObservable().asDriver(onErrorJustReturn: 0)
                    .filter { $0 > 1 }
                    .distinctUntilChanged()
                    .scan(0, accumulator: +)
                    .compactMap { $0 > 0 ? "\($0)" : nil }
                    .startWith("start")
                    .debounce(.seconds(50))
                    .asObservable()
            }
        }
        XCTAssertEqual(observer.events, [.next(291, "5"), .next(451, "9")])
    }

    func test_driverFlatMapLatest_followsLatestDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let inner = scheduler.createColdObservable([.next(20, "x"), .next(50, "y")])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asObservable().asDriver(onErrorJustReturn: 0)
                    .flatMapLatest { value in
                        inner.asObservable().map { "\($0)\(value)" }.asDriver(onErrorJustReturn: "")
                    }
                    .asObservable()
            }
        }
        XCTAssertEqual(observer.events, [.next(232, "x1"), .next(262, "x2"), .next(292, "y2")])
        XCTAssertEqual(inner.subscriptions, [Subscription(211, 241), Subscription(241, 1000)])
    }

    func test_driverWithLatestFrom_throttle_skip_take_mapToVoid() {
        let scheduler = TestScheduler(initialClock: 0)
        let trigger = scheduler.createHotObservable([.next(210, ()), .next(230, ()), .next(235, ()), .next(300, ())])
        let state = BehaviorRelay(value: "a")
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                trigger.asObservable().asDriverOnErrorJustComplete()
                    .throttle(.seconds(20), latest: false)
                    .withLatestFrom(state.asDriver())
                    .skip(1)
                    .take(2)
                    .mapToVoid()
                    .map { "tap" }
                    .asObservable()
            }
        }
        XCTAssertEqual(observer.events, [.next(231, "tap"), .next(301, "tap"), .completed(301)])
    }

    func test_driverMergeAndCombineLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let merged = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Driver.merge(
                    xs.asObservable().asDriver(onErrorJustReturn: 0), ys.asObservable().asDriver(onErrorJustReturn: 0)
                ).asObservable()
            }
        }
        XCTAssertEqual(merged.events, [.next(211, 1), .next(221, 2), .next(231, 3)])
        let other = TestScheduler(initialClock: 0)
        let left = other.createHotObservable([.next(210, 1), .next(230, 3)])
        let right = other.createHotObservable([.next(220, 2)])
        let combined = SharingScheduler.mock(scheduler: other) {
            other.start {
                Driver.combineLatest(
                    left.asObservable().asDriver(onErrorJustReturn: 0),
                    right.asObservable().asDriver(onErrorJustReturn: 0)
                ) { $0 + $1 }.asObservable()
            }
        }
        XCTAssertEqual(combined.events, [.next(221, 3), .next(231, 5)])
    }

    func test_driveRelay_forwardsValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let subscription = SingleAssignmentDisposable()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asObservable().asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { subscription.setDisposable(driver.drive(relay)) }
            scheduler.advanceTo(300)
        }
        subscription.dispose()
        XCTAssertEqual(relay.value, 2)
    }

    func test_driverJust_deliversOnMainQueue() {
        let delivered = expectation(description: "delivered on main")
        let subscription = Driver.just(1).drive(
            onNext: { _ in
                dispatchPrecondition(condition: .onQueue(.main))
            }, onDisposed: { delivered.fulfill() })
        wait(for: [delivered], timeout: 10)
        subscription.dispose()
    }

    // The cases below are ported from RxCocoa's `Driver+Test.swift` (named test_rx_…). They run on the main thread,
    // where the main scheduler delivers at once, as RxCocoa's do; the optional-observer, `drive(with:)` and
    // variadic `drive(_:_:)` forms do not apply.

    /// RxCocoa's sharing schedule: observers at 200 and 225 (the first leaves at 235, the second at 260), and a
    /// third from 260 to 285 that makes the driver subscribe to `cold` again.
    private static func sharingRun(_ cold: TestableObservable<Int>, scheduler: TestScheduler) -> [[Recorded<
        Event<Int>
    >]] {
        let driver = cold.asObservable().asDriver(onErrorJustReturn: -1)
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        let slots = (0..<3).map { _ in SingleAssignmentDisposable() }
        for (index, (start, end)) in [(200, 235), (225, 260), (260, 285)].enumerated() {
            _ = scheduler.scheduleAt(start) {
                slots[index].setDisposable(driver.asObservable().subscribe(observers[index]))
            }
            _ = scheduler.scheduleAt(end) { slots[index].dispose() }
        }
        scheduler.start()
        return observers.map(\.events)
    }

    func test_rx_sharing_whenErroring_replaysTheLatestAndResubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, TestError.failed),
        ])
        let results = Self.sharingRun(cold, scheduler: scheduler)
        XCTAssertEqual(results[0], [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(results[1], [.next(225, 1), .next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        XCTAssertEqual(results[2], [.next(270, 0), .next(280, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    func test_rx_sharing_whenCompleted_replaysTheLatestAndResubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .completed(50),
        ])
        let results = Self.sharingRun(cold, scheduler: scheduler)
        XCTAssertEqual(results[0], [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(results[1], [.next(225, 1), .next(230, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(results[2], [.next(270, 0), .next(280, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    /// Subscribes twice to `driver` (made from `subject`), checks the subject sees one subscription, sends 1, 2
    /// and an error, waits for the main queue, and returns what each of the two observers received (RxCocoa's
    /// case also waits for the results).
    private func twoObserversOfOneSubscription(
        _ subject: PublishSubject<Int>, _ driver: Driver<Int>
    ) -> (first: [Int], second: [Int], subscribedOnce: Bool, unsubscribedAfterTheError: Bool) {
        let first = LockedValues<Int>()
        let second = LockedValues<Int>()
        let subscriptions = CompositeDisposable()
        _ = subscriptions.insert(driver.drive(onNext: { first.append($0) }))
        _ = subscriptions.insert(driver.drive(onNext: { second.append($0) }))
        let subscribedOnce = subject.hasObservers
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError.failed)
        let unsubscribed = !subject.hasObservers
        let drained = expectation(description: "the main queue delivered everything")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
        subscriptions.dispose()
        return (first.all, second.all, subscribedOnce, unsubscribed)
    }

    func test_rx_asDriverOnErrorJustReturn_endsWithTheReplacement() {
        let subject = PublishSubject<Int>()
        let result = twoObserversOfOneSubscription(subject, subject.asDriver(onErrorJustReturn: -1))
        XCTAssertEqual(result.first, [1, 2, -1])
        XCTAssertEqual(result.second, [1, 2, -1])
        XCTAssertTrue(result.subscribedOnce)
        XCTAssertTrue(result.unsubscribedAfterTheError)
    }

    func test_rx_asDriverOnErrorDriveWith_endsWithTheFallback() {
        let subject = PublishSubject<Int>()
        let result = twoObserversOfOneSubscription(subject, subject.asDriver(onErrorDriveWith: Driver.just(-1)))
        XCTAssertEqual(result.first, [1, 2, -1])
        XCTAssertEqual(result.second, [1, 2, -1])
        XCTAssertTrue(result.subscribedOnce)
        XCTAssertTrue(result.unsubscribedAfterTheError)
    }

    func test_rx_asDriverOnErrorRecover_endsWithTheRecoveredDriver() {
        let subject = PublishSubject<Int>()
        let result = twoObserversOfOneSubscription(subject, subject.asDriver(onErrorRecover: { _ in .empty() }))
        XCTAssertEqual(result.first, [1, 2])
        XCTAssertEqual(result.second, [1, 2])
        XCTAssertTrue(result.subscribedOnce)
        XCTAssertTrue(result.unsubscribedAfterTheError)
    }

    func test_rx_driveAnObserver_deliversTheValue() {
        let events = LockedValues<Event<Int>>()
        let observer = AnyObserver<Int> { events.append($0) }
        _ = Driver.just(1).drive(observer)
        XCTAssertEqual(events.all.first?.element, 1)
    }

    func test_rx_driveABehaviorRelay_setsItsValue() {
        let relay = BehaviorRelay(value: 0)
        let subscription = Driver.just(1).drive(relay)
        XCTAssertEqual(relay.value, 1)
        subscription.dispose()
    }

    private static func driven(_ events: [Recorded<Event<Int>>]) -> (values: [Int], completed: Bool, disposed: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable(events)
        let values = LockedValues<Int>()
        let completed = CallCounter()
        let disposed = CallCounter()
        _ = cold.asObservable().asDriver(onErrorJustReturn: -1)
            .drive(
                onNext: { values.append($0) }, onCompleted: { completed.increment() },
                onDisposed: { disposed.increment() })
        scheduler.start()
        return (values.all, completed.value == 1, disposed.value == 1)
    }

    func test_rx_driveWithOnNext_seesEveryValueAndIsDisposed() {
        let result = Self.driven([.next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .completed(50)])
        XCTAssertEqual(result.values, [0, 1, 2, 3])
        XCTAssertTrue(result.disposed)
    }

    func test_rx_driveWithOnNext_seesTheErrorReplacement() {
        let result = Self.driven([.next(10, 0), .next(20, 1), .next(30, 2), .error(40, TestError.failed), .next(50, 3)])
        XCTAssertEqual(result.values, [0, 1, 2, -1])
        XCTAssertTrue(result.disposed)
    }

    func test_rx_driveWithOnCompleted_seesTheCompletion() {
        let result = Self.driven([.next(10, 0), .next(20, 1), .next(30, 2), .completed(40)])
        XCTAssertEqual(result.values, [0, 1, 2])
        XCTAssertTrue(result.completed)
        XCTAssertTrue(result.disposed)
    }
    func test_rx_chainedFlatMapLatest_deliversSynchronously() {
        let latest = LockedValues<Int>()
        let state = BehaviorSubject(value: 1)
        let subscription = state.asDriver(onErrorJustReturn: 0)
            .flatMapLatest { Driver.just($0 * 2) }
            .flatMapLatest { Observable.just($0).asDriver(onErrorJustReturn: -1) }
            .flatMapLatest { Observable.just($0).asDriver(onErrorDriveWith: Driver.empty()) }
            .flatMapLatest { Observable.just($0).asDriver(onErrorRecover: { _ in Driver.empty() }) }
            .drive(onNext: { latest.append($0) })
        subscription.dispose()
        XCTAssertEqual(latest.all.last, 2)
    }

    func test_rx_synchronousDrivesIntoARelay_arriveInOrder() {
        func sample(_ item: String) -> Driver<String> {
            Observable<String>.create { observer in
                observer.onNext(item)
                observer.onCompleted()
                return Disposables.create()
            }
            .asDriver(onErrorJustReturn: "")
        }
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        let relay = BehaviorRelay(value: "initial")
        let bag = CompositeDisposable()
        _ = bag.insert(relay.asDriver().drive(observer))
        _ = bag.insert(sample("first").drive(relay))
        _ = bag.insert(sample("second").drive(relay))
        _ = bag.insert(Observable.just("third").subscribe(onNext: { relay.accept($0) }))
        bag.dispose()
        XCTAssertEqual(
            observer.events, [.next(0, "initial"), .next(0, "first"), .next(0, "second"), .next(0, "third")])
    }
}

final class DriverDoTests: ReactiveTestCase {
    func test_do_runsOncePerValueForEveryObserverAndPassesValuesOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let seen = BehaviorRelay<[Int]>(value: [])
        let second = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asObservable().asDriver(onErrorJustReturn: 0).do(onNext: { seen.accept(seen.value + [$0]) })
            scheduler.scheduleAt(200) { _ = subscriptions.insert(driver.drive(second)) }
            scheduler.scheduleAt(1000) { subscriptions.dispose() }
            return scheduler.start { driver.asObservable() }
        }
        XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(second.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(seen.value, [1, 2], "a shared driver runs its side effect once per value")
    }
}
