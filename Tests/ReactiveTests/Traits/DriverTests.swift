import Reactive
import ReactiveTesting
import XCTest

final class DriverTests: ReactiveTestCase {
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
