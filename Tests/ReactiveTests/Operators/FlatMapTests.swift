import Reactive
import ReactiveTesting
import XCTest

/// `flatMap`, on the timelines of RxSwift's flatMap cases in `Observable+MergeTests.swift` (a throwing selector
/// does not apply).
final class FlatMapTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private let valuesUntil620: [Recorded<Event<Int>>] = [
        .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301), .next(580, 202),
        .next(590, 203), .next(600, 302), .next(620, 303),
    ]

    private let valuesUntil860: [Recorded<Event<Int>>] = [.next(740, 106), .next(810, 304), .next(860, 305)]

    private func flattened(_ fixture: InnerSequences, disposed: Int = 1000) -> TestableObserver<Int> {
        scheduler.start(created: 100, subscribed: 200, disposed: disposed) {
            fixture.outer.asObservable().flatMap { $0 }
        }
    }

    func test_everythingCompletes_completesAfterTheLastInner() {
        let fixture = InnerSequences(scheduler: scheduler)
        let res = flattened(fixture)
        XCTAssertEqual(
            res.events, valuesUntil620 + valuesUntil860 + [.next(930, 401), .next(940, 402), .completed(960)])
        XCTAssertEqual(fixture.outer.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(
            fixture.innerSubscriptions,
            [
                [], [], [Subscription(300, 760)], [Subscription(400, 605)], [Subscription(550, 960)],
                [Subscription(750, 790)], [Subscription(850, 950)],
            ])
    }

    func test_outerNeverCompletes_neverCompletes() {
        let fixture = InnerSequences(scheduler: scheduler, outerEnd: nil)
        let res = flattened(fixture)
        XCTAssertEqual(res.events, valuesUntil620 + valuesUntil860 + [.next(930, 401), .next(940, 402)])
        XCTAssertEqual(fixture.outer.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(
            fixture.innerSubscriptions,
            [
                [], [], [Subscription(300, 760)], [Subscription(400, 605)], [Subscription(550, 960)],
                [Subscription(750, 790)], [Subscription(850, 950)],
            ])
    }

    func test_anInnerNeverCompletes_neverCompletes() {
        let fixture = InnerSequences(scheduler: scheduler, secondInnerEnds: false)
        let res = flattened(fixture)
        XCTAssertEqual(res.events, valuesUntil620 + valuesUntil860 + [.next(930, 401), .next(940, 402)])
        XCTAssertEqual(fixture.outer.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(
            fixture.innerSubscriptions,
            [
                [], [], [Subscription(300, 760)], [Subscription(400, 1000)], [Subscription(550, 960)],
                [Subscription(750, 790)], [Subscription(850, 950)],
            ])
    }

    func test_outerError_disposesTheLiveInners() {
        let fixture = InnerSequences(
            scheduler: scheduler, secondInnerEnds: false, outerEnd: .error(900, TestError.failed))
        let res = flattened(fixture)
        XCTAssertEqual(res.events, valuesUntil620 + valuesUntil860 + [.error(900, TestError.failed)])
        XCTAssertEqual(fixture.outer.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(
            fixture.innerSubscriptions,
            [
                [], [], [Subscription(300, 760)], [Subscription(400, 900)], [Subscription(550, 900)],
                [Subscription(750, 790)], [Subscription(850, 900)],
            ])
    }

    func test_innerError_disposesEverything() {
        let fixture = InnerSequences(scheduler: scheduler, firstInnerEnd: .error(460, TestError.failed))
        let res = flattened(fixture)
        XCTAssertEqual(res.events, valuesUntil620 + [.next(740, 106), .error(760, TestError.failed)])
        XCTAssertEqual(fixture.outer.subscriptions, [Subscription(200, 760)])
        XCTAssertEqual(
            fixture.innerSubscriptions,
            [
                [], [], [Subscription(300, 760)], [Subscription(400, 605)], [Subscription(550, 760)],
                [Subscription(750, 760)], [],
            ])
    }

    func test_disposed_disposesTheLiveInners() {
        let fixture = InnerSequences(scheduler: scheduler)
        let res = flattened(fixture, disposed: 700)
        XCTAssertEqual(res.events, valuesUntil620)
        XCTAssertEqual(fixture.outer.subscriptions, [Subscription(200, 700)])
        XCTAssertEqual(
            fixture.innerSubscriptions,
            [[], [], [Subscription(300, 700)], [Subscription(400, 605)], [Subscription(550, 700)], [], []])
    }

    func test_selectorBuildingTimers_mergesThem() {
        let scheduler = scheduler
        let xs = scheduler.createHotObservable([
            .next(210, 4), .next(220, 3), .next(250, 5), .next(270, 1), .completed(290),
        ])
        let res = scheduler.start {
            xs.asObservable().flatMap { x in
                Observable<Int>.interval(.seconds(10), scheduler: scheduler).map { _ in x }.take(x)
            }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(220, 4), .next(230, 3), .next(230, 4), .next(240, 3), .next(240, 4), .next(250, 3),
                .next(250, 4), .next(260, 5), .next(270, 5), .next(280, 1), .next(280, 5), .next(290, 5),
                .next(300, 5), .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).flatMap { _ in Observable.just(1) }.subscribe { _ in }
    }

    func test_releasesResources_onSourceError() {
        _ = Observable<Int>.error(TestError.failed).flatMap { _ in Observable.just(1) }.subscribe { _ in }
    }

    func test_releasesResources_onInnerError() {
        _ = Observable.just(1).flatMap { _ in Observable<Int>.error(TestError.failed) }.subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_flatMap_mergesAllInnersAndCompletesWhenAllDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "a"), .next(30, "b"), .completed(40)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start {
            xs.asObservable().flatMap { value in inner.asObservable().map { "\($0)\(value)" } }
        }
        XCTAssertEqual(
            observer.events,
            [.next(220, "a1"), .next(230, "a2"), .next(240, "b1"), .next(250, "b2"), .completed(260)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250), Subscription(220, 260)])
    }

    func test_flatMap_innerErrorFailsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(20, TestError.failed)] as [Recorded<Event<Int>>])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let observer = scheduler.start { xs.asObservable().flatMap { _ in failing } }
        XCTAssertEqual(observer.events, [.error(230, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
