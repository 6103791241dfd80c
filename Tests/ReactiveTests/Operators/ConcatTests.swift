import Reactive
import ReactiveTesting
import XCTest

/// `concat`, on the timelines of RxSwift's `Observable+ConcatTests.swift` (the lazily generated, tail-recursive
/// sequence cases do not apply: our `concat` takes an array).
final class ConcatTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func hot(_ events: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1)] + events)
    }

    private func concatenated(_ xs1: TestableObservable<Int>, _ xs2: TestableObservable<Int>) -> [Recorded<Event<Int>>]
    {
        scheduler.start { Observable.concat([xs1.asObservable(), xs2.asObservable()]) }.events
    }

    func test_justValues_runOneAfterAnother() {
        let sum = EventLog()
        _ = Observable.concat([.just(1), .just(2), .just(3)]).subscribe(onNext: { sum.append("\($0)") })
        XCTAssertEqual(sum.all, ["1", "2", "3"])
    }

    func test_threeColdSources_playInTurn() {
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .completed(30)])
        let xs3 = scheduler.createColdObservable([
            .next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50),
        ])
        let res = scheduler.start { Observable.concat([xs1, xs2, xs3].map { $0.asObservable() }) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .next(280, 6),
                .next(290, 7), .next(300, 8), .next(310, 9), .completed(320),
            ])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(270, 320)])
    }

    func test_emptyThenEmpty() {
        let xs1 = hot([.completed(230)])
        let xs2 = hot([.completed(250)])
        XCTAssertEqual(concatenated(xs1, xs2), [.completed(250)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func test_emptyThenNever() {
        let xs1 = hot([.completed(230)])
        let xs2 = hot([])
        XCTAssertEqual(concatenated(xs1, xs2), [])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 1000)])
    }

    func test_neverThenNever_neverSubscribesTheSecond() {
        let xs1 = hot([])
        let xs2 = hot([])
        XCTAssertEqual(concatenated(xs1, xs2), [])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func test_emptyThenError() {
        let xs1 = hot([.completed(230)])
        let xs2 = hot([.error(250, TestError.failed)])
        XCTAssertEqual(concatenated(xs1, xs2), [.error(250, TestError.failed)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func test_errorThenEmpty_stopsAtTheError() {
        let xs1 = hot([.error(230, TestError.failed)])
        let xs2 = hot([.completed(250)])
        XCTAssertEqual(concatenated(xs1, xs2), [.error(230, TestError.failed)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func test_errorThenError_forwardsTheFirst() {
        let xs1 = hot([.error(230, TestError.failed)])
        let xs2 = hot([.error(250, TestError.other)])
        XCTAssertEqual(concatenated(xs1, xs2), [.error(230, TestError.failed)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func test_valueThenEmpty() {
        let xs1 = hot([.next(210, 2), .completed(230)])
        let xs2 = hot([.completed(250)])
        XCTAssertEqual(concatenated(xs1, xs2), [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func test_emptyThenValue() {
        let xs1 = hot([.completed(230)])
        let xs2 = hot([.next(240, 2), .completed(250)])
        XCTAssertEqual(concatenated(xs1, xs2), [.next(240, 2), .completed(250)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func test_valueThenNever() {
        let xs1 = hot([.next(210, 2), .completed(230)])
        let xs2 = hot([])
        XCTAssertEqual(concatenated(xs1, xs2), [.next(210, 2)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 1000)])
    }

    func test_neverThenValue_missesTheValue() {
        let xs1 = hot([])
        let xs2 = hot([.next(210, 2), .completed(230)])
        XCTAssertEqual(concatenated(xs1, xs2), [])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func test_valueThenValue() {
        let xs1 = hot([.next(220, 2), .completed(230)])
        let xs2 = hot([.next(240, 3), .completed(250)])
        XCTAssertEqual(concatenated(xs1, xs2), [.next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func test_errorThenValue() {
        let xs1 = hot([.error(230, TestError.failed)])
        let xs2 = hot([.next(240, 2), .completed(250)])
        XCTAssertEqual(concatenated(xs1, xs2), [.error(230, TestError.failed)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func test_valueThenError() {
        let xs1 = hot([.next(220, 2), .completed(230)])
        let xs2 = hot([.error(250, TestError.other)])
        XCTAssertEqual(concatenated(xs1, xs2), [.next(220, 2), .error(250, TestError.other)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func test_someDataThenSomeData() {
        let xs1 = hot([.next(210, 2), .next(220, 3), .completed(225)])
        let xs2 = hot([.next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(
            concatenated(xs1, xs2), [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(225, 250)])
    }

    func test_timing_ofHotAndColdSourcesAndAColdOneTwice() {
        let xs1 = hot([.next(210, 2), .next(220, 3), .completed(230)])
        let xs2 = scheduler.createColdObservable([.next(50, 4), .next(60, 5), .next(70, 6), .completed(80)])
        let xs3 = hot([
            .next(200, 2), .next(210, 3), .next(220, 4), .next(230, 5), .next(270, 6), .next(320, 7), .next(330, 8),
            .completed(340),
        ])
        let res = scheduler.start { Observable.concat([xs1, xs2, xs3, xs2].map { $0.asObservable() }) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 2), .next(220, 3), .next(280, 4), .next(290, 5), .next(300, 6), .next(320, 7),
                .next(330, 8), .next(390, 4), .next(400, 5), .next(410, 6), .completed(420),
            ])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 310), Subscription(340, 420)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(310, 340)])
    }

    func test_variadicForm_ofOneSource() {
        let received = EventLog()
        _ = Observable.concat(Observable.just(1)).subscribe(onNext: { received.append("\($0)") })
        XCTAssertEqual(received.all, ["1"])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.concat([Observable.just(1)]).subscribe { _ in }
    }

    func test_releasesResources_onError() {
        _ = Observable.concat([Observable<Int>.error(TestError.failed)]).subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_concat_subscribesToSecondAfterFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let observer = scheduler.start { first.asObservable().concat(second) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
    }
}
