import Reactive
import ReactiveTesting
import XCTest

/// `take(until:)` with another sequence, on the timelines of RxSwift's `Observable+TakeUntilTests.swift` (the
/// predicate form does not apply).
final class TakeUntilTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func twoToFive() -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
    }

    private func taken(_ l: TestableObservable<Int>, until r: TestableObservable<Int>) -> TestableObserver<Int> {
        scheduler.start { l.asObservable().take(until: r) }
    }

    func test_otherValue_completesMidway() {
        let l = twoToFive()
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        XCTAssertEqual(taken(l, until: r).events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_otherError_failsMidway() {
        let l = twoToFive()
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, TestError.failed)])
        XCTAssertEqual(taken(l, until: r).events, [.next(210, 2), .next(220, 3), .error(225, TestError.failed)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_otherCompletingEmpty_doesNotStopTheSource() {
        let l = twoToFive()
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        XCTAssertEqual(
            taken(l, until: r).events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_otherNever_letsTheSourceComplete() {
        let l = twoToFive()
        let r = scheduler.createHotObservable([.next(150, 1)])
        XCTAssertEqual(
            taken(l, until: r).events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 250)])
    }

    func test_neverSource_otherValue_completes() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 2), .completed(250)])
        XCTAssertEqual(taken(l, until: r).events, [.completed(225)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_neverSource_otherError_fails() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, TestError.failed)])
        XCTAssertEqual(taken(l, until: r).events, [.error(225, TestError.failed)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_neverSource_otherEmpty_staysSilent() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        XCTAssertEqual(taken(l, until: r).events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_neverSource_otherNever_staysSilent() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1)])
        XCTAssertEqual(taken(l, until: r).events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 1000)])
    }

    func test_otherFiresBeforeTheFirstValue_completesAtOnce() {
        let l = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(240)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        XCTAssertEqual(taken(l, until: r).events, [.completed(210)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 210)])
    }

    func test_otherFiresFirst_theSourceIsDisposedAndStaysSilent() {
        let sourceSentAValue = CallCounter()
        let l = scheduler.createHotObservable([.next(150, 1), .error(215, TestError.failed), .completed(240)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let res = scheduler.start {
            l.asObservable().do(onNext: { _ in sourceSentAValue.increment() }).take(until: r)
        }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(sourceSentAValue.value, 0)
    }

    func test_sourceCompletesFirst_theOtherIsDisposed() {
        let otherSentAValue = CallCounter()
        let l = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(240)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .completed(260)])
        let res = scheduler.start {
            l.asObservable().take(until: r.asObservable().do(onNext: { _ in otherSentAValue.increment() }))
        }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(240)])
        XCTAssertEqual(otherSentAValue.value, 0)
    }

    func test_sourceError_passesThrough() {
        let l = scheduler.createHotObservable([.next(150, 1), .error(225, TestError.failed)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(240, 2)])
        XCTAssertEqual(taken(l, until: r).events, [.error(225, TestError.failed)])
    }

    func test_releasesResources_onCompletion_ofTheSource() {
        _ = Observable.just(1).delay(.seconds(10), scheduler: scheduler).take(until: Observable.just(1))
            .subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_onCompletion_ofTheOther() {
        _ = Observable.just(1).take(until: Observable.just(1).delay(.seconds(10), scheduler: scheduler))
            .subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_onError_ofTheSource() {
        _ = Observable<Int>.never().timeout(.seconds(20), scheduler: scheduler).take(until: Observable<Int>.never())
            .subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_onError_ofTheOther() {
        _ = Observable<Int>.never().take(until: Observable<Int>.never().timeout(.seconds(20), scheduler: scheduler))
            .subscribe { _ in }
        scheduler.start()
    }

    // The take(until:behavior:) cases of RxSwift's `Observable+TakeUntilTests.swift`, with a predicate.

    func test_predicate_exclusive_valueEndsIt() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().take(until: { $0 == 4 }, behavior: .exclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_predicate_exclusive_errorBeforeTheValue() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(225, TestError.failed),
        ])
        let res = scheduler.start { xs.asObservable().take(until: { $0 == 4 }, behavior: .exclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_predicate_exclusive_neverTrue() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().take(until: { _ in false }, behavior: .exclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_predicate_exclusive_trueAtOnce() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().take(until: { _ in true }, behavior: .exclusive) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_predicate_inclusive_valueEndsIt() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().take(until: { $0 == 4 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_predicate_inclusive_errorBeforeTheValue() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(225, TestError.failed),
        ])
        let res = scheduler.start { xs.asObservable().take(until: { $0 == 4 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_predicate_inclusive_neverTrue() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().take(until: { _ in false }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_predicate_inclusive_trueAtOnce() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.asObservable().take(until: { _ in true }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_takeUntil_completesWhenOtherSends() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let stop = scheduler.createHotObservable([.next(230, "stop"), .completed(250)])
        let observer = scheduler.start { xs.asObservable().take(until: stop) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 230)])
    }

    func test_takeUntil_ignoresCompletionOfOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let stop = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { xs.asObservable().take(until: stop) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(260, 2), .completed(300)])
    }
}
