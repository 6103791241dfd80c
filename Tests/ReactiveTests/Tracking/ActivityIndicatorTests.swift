import Reactive
import ReactiveTesting
import XCTest

final class ActivityIndicatorTests: ReactiveTestCase {
    func test_activityIndicator_overlappingActivitiesKeepFlagUntilBothEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let indicator = ActivityIndicator()
        let first = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(150)])
        let flags = scheduler.createObserver(Bool.self)
        let subscriptions = CompositeDisposable()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = indicator.asDriver()
            scheduler.scheduleAt(100) { _ = subscriptions.insert(driver.drive(flags)) }
            scheduler.scheduleAt(200) {
                _ = subscriptions.insert(first.asObservable().trackActivity(indicator).subscribe { _ in })
            }
            scheduler.scheduleAt(250) {
                _ = subscriptions.insert(second.asObservable().trackActivity(indicator).subscribe { _ in })
            }
            scheduler.scheduleAt(500) { subscriptions.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(flags.events, [.next(101, false), .next(201, true), .next(401, false)])
    }

    func test_activityIndicator_errorEndsActivity() {
        let scheduler = TestScheduler(initialClock: 0)
        let indicator = ActivityIndicator()
        let failing = scheduler.createColdObservable([.error(30, TestError.failed)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { failing.asObservable().trackActivity(indicator) }
        XCTAssertEqual(observer.events, [.error(230, TestError.failed)])
        XCTAssertFalse(indicator.isActive)
    }

    func test_activityIndicator_disposalInFlightEndsActivityOnce() {
        let indicator = ActivityIndicator()
        let log = EventLog()
        let flags = indicator.asObservable().subscribe(onNext: { log.append("\($0)") })
        let first = Observable<Int>.never().trackActivity(indicator).subscribe { _ in }
        let second = Observable<Int>.never().trackActivity(indicator).subscribe { _ in }
        first.dispose()
        first.dispose()
        XCTAssertTrue(indicator.isActive, "the second activity is still running")
        second.dispose()
        XCTAssertFalse(indicator.isActive)
        XCTAssertEqual(log.all, ["false", "true", "false"])
        flags.dispose()
    }

    func test_activityIndicator_eachSubscriptionCountsOnce() {
        let indicator = ActivityIndicator()
        let tracked = Observable.of(1, 2).trackActivity(indicator)
        _ = tracked.subscribe { _ in }
        _ = tracked.subscribe { _ in }
        XCTAssertFalse(indicator.isActive)
    }
}
