import Reactive
import ReactiveTesting
import XCTest

final class ErrorTrackerTests: ReactiveTestCase {
    func test_errorTracker_forwardsErrorsAndStillPropagatesThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let tracker = ErrorTracker()
        let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.failed)])
        let errors = scheduler.createObserver(String.self)
        let trackerSubscription = SingleAssignmentDisposable()
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            let driver = tracker.asDriver().map { "\($0)" }
            scheduler.scheduleAt(150) { trackerSubscription.setDisposable(driver.drive(errors)) }
            return scheduler.start { failing.asObservable().trackError(tracker) }
        }
        trackerSubscription.dispose()
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError.failed)])
        XCTAssertEqual(errors.events, [.next(221, "failed")])
    }

    func test_trackErrorOutermost_activityHasEndedWhenErrorIsReported() {
        let indicator = ActivityIndicator()
        let tracker = ErrorTracker()
        let log = EventLog()
        let flags = indicator.asObservable().subscribe(onNext: { log.append("active \($0)") })
        let errors = tracker.asObservable().subscribe(onNext: { _ in log.append("error, active \(indicator.isActive)") }
        )
        let subject = PublishSubject<Int>()
        let subscription = subject.asObservable().trackActivity(indicator).trackError(tracker).subscribe { _ in }
        subject.onError(TestError.failed)
        XCTAssertEqual(log.all, ["active false", "active true", "active false", "error, active false"])
        for disposable in [flags, errors, subscription] { disposable.dispose() }
    }

    func test_trackActivityOutermost_errorIsReportedWhileActivityStillCounts() {
        let indicator = ActivityIndicator()
        let tracker = ErrorTracker()
        let log = EventLog()
        let flags = indicator.asObservable().subscribe(onNext: { log.append("active \($0)") })
        let errors = tracker.asObservable().subscribe(onNext: { _ in log.append("error, active \(indicator.isActive)") }
        )
        let subject = PublishSubject<Int>()
        let subscription = subject.asObservable().trackError(tracker).trackActivity(indicator).subscribe { _ in }
        subject.onError(TestError.failed)
        XCTAssertEqual(log.all, ["active false", "active true", "error, active true", "active false"])
        for disposable in [flags, errors, subscription] { disposable.dispose() }
    }

    func test_errorTracker_overlappingFailuresAreAllReported() {
        let tracker = ErrorTracker()
        let log = EventLog()
        let errors = tracker.asObservable().subscribe(onNext: { log.append("\($0)") })
        _ = Observable<Int>.error(TestError.failed).trackError(tracker).subscribe { _ in }
        _ = Observable<Int>.error(TestError.other).trackError(tracker).subscribe { _ in }
        _ = Observable.just(1).trackError(tracker).subscribe { _ in }
        XCTAssertEqual(log.all, ["failed", "other"])
        errors.dispose()
    }
}
