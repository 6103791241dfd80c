import Reactive
import ReactiveTesting
import XCTest

final class ObservableCreationTests: ReactiveTestCase {
    func test_just_sendsValueThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.just(7) }
        XCTAssertEqual(observer.events, [.next(200, 7), .completed(200)])
    }

    func test_of_and_from_sendInOrder() {
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable.of(1, 2, 3) }.events,
            [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable.from([4, 5]) }.events,
            [.next(200, 4), .next(200, 5), .completed(200)])
    }

    func test_empty_never_error() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never() }.events, [])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable<Int>.error(TestError.failed) }.events,
            [.error(200, TestError.failed)])
    }

    func test_deferred_callsFactoryPerSubscription() {
        let log = EventLog()
        let source = Observable<Int>.deferred {
            log.append("factory")
            return .just(1)
        }
        XCTAssertEqual(log.all, [])
        _ = source.subscribe { _ in }
        _ = source.subscribe { _ in }
        XCTAssertEqual(log.all, ["factory", "factory"])
    }

    func test_deferred_failsWhenFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.deferred { throw TestError.failed } }
        XCTAssertEqual(observer.events, [.error(200, TestError.failed)])
    }

    // The cases below are ported from RxSwift's `Observable+JustTests.swift`, `Observable+SequenceTests.swift` and
    // `Observable+Tests.swift` (named test_rx_…; the `scheduler:` forms of just/of/from do not apply).

    func test_rx_just_sendsAtTheSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.just(42) }.events, [.next(200, 42), .completed(200)])
    }

    func test_rx_just_fitsWhereAFunctionIsExpected() {
        let made: Observable<Int>? = (1 as Int?).map(Observable.just)
        XCTAssertNotNil(made)
    }

    func test_rx_just_releasesResources() {
        _ = Observable.just(1).subscribe { _ in }
    }

    func test_rx_of_sendsEverythingAtTheSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable.of(3, 1, 2, 4) }.events,
            [.next(200, 3), .next(200, 1), .next(200, 2), .next(200, 4), .completed(200)])
    }

    func test_rx_asObservable_ofATestableObservable_playsItsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let ys = xs.asObservable()
        XCTAssertEqual(scheduler.start { ys }.events, [.next(220, 2), .completed(250)])
    }

    func test_rx_asObservable_ofNever_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Observable<Int>.never()
        XCTAssertEqual(scheduler.start { xs.asObservable() }.events, [])
    }

    func test_rx_asObservable_releasesResources_onCompletion() {
        _ = Observable<Int>.empty().asObservable().subscribe { _ in }
    }

    func test_rx_asObservable_releasesResources_onError() {
        _ = Observable<Int>.error(TestError.failed).asObservable().subscribe { _ in }
    }

    func test_rx_deferred_doesNotKeepItsOwnerAliveAfterTheFactoryRan() {
        final class Owner: Sendable {
            let invoked: XCTestExpectation
            init(invoked: XCTestExpectation) { self.invoked = invoked }
            func sequence() -> Observable<Void> {
                .deferred {
                    self.invoked.fulfill()
                    return .never()
                }
            }
        }
        let invoked = expectation(description: "the factory ran")
        var owner: Owner? = Owner(invoked: invoked)
        weak let firstOwner = owner
        let subscription = owner?.sequence().subscribe { _ in }
        wait(for: [invoked], timeout: 5)
        owner = nil
        XCTAssertNil(firstOwner)
        subscription?.dispose()
    }

}
