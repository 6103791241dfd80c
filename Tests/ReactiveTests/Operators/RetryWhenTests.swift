import Reactive
import ReactiveTesting
import XCTest

/// `retry(when:)`, with the timelines of RxSwift's RetryWhen tests.
final class RetryWhenTests: ReactiveTestCase {
    private struct CustomError: Error {}

    func test_notifierCompletedBeforeAnyError_sourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start(disposed: 300) { xs.asObservable().retry(when: { _ in empty }) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_notifierNever_waitsAfterTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .error(250, TestError.failed),
        ])
        let never = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asObservable().retry(when: { _ in never }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_notifierNever_sourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 5), .completed(250)])
        let never = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asObservable().retry(when: { _ in never }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_notifierCompletesAfterAnError_completesTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, TestError.failed), .completed(40),
        ])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let res = scheduler.start { xs.asObservable().retry(when: { _ in empty }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_triggerThenNotifierError_resubscribesOnceThenFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, TestError.failed), .completed(40),
        ])
        let res = scheduler.start(disposed: 300) {
            xs.asObservable().retry(when: { (errors: Observable<TestError>) in
                errors.scan(0) { count, _ in count + 1 }
                    .flatMap { count in count == 2 ? Observable<Int>.error(TestError.other) : .just(count) }
            })
        }
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func test_triggerThenNotifierCompletes_viaTakeWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, TestError.failed), .completed(40),
        ])
        let res = scheduler.start(disposed: 300) {
            xs.asObservable().retry(when: { (errors: Observable<TestError>) in
                errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 })
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func test_incrementalBackOff_thenGivesUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.failed)])
        let maxAttempts = 4
        let res = scheduler.start(disposed: 800) {
            xs.asObservable().retry(when: { (errors: Observable<any Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt >= maxAttempts - 1
                        ? .error(error) : .timer(.seconds((attempt + 1) * 50), scheduler: scheduler)
                }
            })
        }
        XCTAssertEqual(
            res.events,
            [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, TestError.failed)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540)])
    }

    func test_errorOfAnotherType_isForwardedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.failed)])
        let res = scheduler.start(disposed: 800) {
            xs.asObservable().retry(when: { (errors: Observable<CustomError>) in errors })
        }
        XCTAssertEqual(res.events, [.next(205, 1), .error(210, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_synchronousTrigger_resubscribesAfterTheFailingCallReturns() {
        let depth = SubscriptionDepth()
        let failures = LockedCounter()
        let source = Observable<Int>.create { observer in
            depth.enter()
            defer { depth.leave() }
            observer.onNext(0)
            if failures.increment() <= 10_000 {
                observer.onError(TestError.failed)
            } else {
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let completed = EventLog()
        _ = source.retry(when: { (errors: Observable<any Error>) in errors }).subscribe(
            onCompleted: { completed.append("completed") })
        XCTAssertEqual(completed.all, ["completed"])
        XCTAssertEqual(depth.maximum, 1)
    }

    func test_rx_notifierThatNeverSignals_leavesTheResultWaitingAfterAColdSourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, TestError.failed), .completed(40),
        ])
        let never = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asObservable().retry(when: { _ in never }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_rx_releasesResources_onCompletion_withTheErrorsAsNotifier() {
        _ = Observable.just(1).retry(when: { errors in errors }).subscribe { _ in }
    }

    func test_rx_releasesResources_onCompletion_afterOneRetry() {
        _ = Observable<Int>.error(TestError.failed).retry(when: { errors in errors.take(1) }).subscribe { _ in }
    }

    func test_rx_releasesResources_onError_fromTheNotifier() {
        _ = Observable<Int>.error(TestError.failed)
            .retry(when: { errors in errors.flatMapLatest { Observable<Int>.error($0) } })
            .subscribe { _ in }
    }
}
