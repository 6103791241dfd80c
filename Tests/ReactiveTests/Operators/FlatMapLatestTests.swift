import Reactive
import ReactiveTesting
import XCTest

/// `flatMapLatest`, on the timelines of RxSwift's flatMapLatest cases in `Observable+SwitchTests.swift` (a throwing
/// selector does not apply).
final class FlatMapLatestTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func inners(secondEnd: Recorded<Event<Int>> = .completed(50)) -> [TestableObservable<Int>] {
        [
            scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
                .completed(230),
            ]),
            scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), secondEnd]),
            scheduler.createColdObservable([
                .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
            ]),
        ]
    }

    private let untilTheSecondEnds: [Recorded<Event<Int>>] = [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
    ]

    func test_eachValue_switchesToItsSequence() {
        let ys = inners()
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        let res = scheduler.start { xs.asObservable().flatMapLatest { ys[$0] } }
        XCTAssertEqual(
            res.events,
            untilTheSecondEnds + [.next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(
            ys.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 650)]])
    }

    func test_innerError_endsEverything() {
        let ys = inners(secondEnd: .error(50, TestError.failed))
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        let res = scheduler.start { xs.asObservable().flatMapLatest { ys[$0] } }
        XCTAssertEqual(res.events, untilTheSecondEnds + [.error(450, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], []])
    }

    func test_outerError_endsEverything() {
        let ys = inners()
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .error(500, TestError.failed)])
        let res = scheduler.start { xs.asObservable().flatMapLatest { ys[$0] } }
        XCTAssertEqual(res.events, untilTheSecondEnds + [.error(500, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 450)])
    }

    func test_releasesResources_whenTheInnerCompletesLater() {
        let scheduler = scheduler
        _ = Observable.just(1).flatMapLatest { _ in
            Observable.just(1).concat(Observable.timer(.seconds(20), scheduler: scheduler))
        }
        .subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_whenTheOuterCompletesLater() {
        _ = Observable.of(1, 2).concat(Observable.timer(.seconds(20), scheduler: scheduler))
            .flatMapLatest { _ in Observable.just(1) }.subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_whenTheInnerTimesOut() {
        let scheduler = scheduler
        _ = Observable.just(1).flatMapLatest { _ in
            Observable.just(1).concat(Observable.timer(.seconds(20), scheduler: scheduler))
                .timeout(.seconds(10), scheduler: scheduler)
        }
        .subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_whenTheOuterTimesOut() {
        _ = Observable.of(1, 2).concat(Observable.timer(.seconds(20), scheduler: scheduler))
            .timeout(.seconds(10), scheduler: scheduler).flatMapLatest { _ in Observable.just(1) }.subscribe { _ in }
        scheduler.start()
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_flatMapLatest_disposesPreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, "a"), .next(50, "b"), .completed(60)])
        let second = scheduler.createColdObservable([.next(10, "c"), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let observer = scheduler.start {
            xs.asObservable().flatMapLatest { value in value == 1 ? first : second }
        }
        XCTAssertEqual(observer.events, [.next(220, "a"), .next(250, "c"), .completed(300)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(second.subscriptions, [Subscription(240, 260)])
    }

    func test_flatMapLatest_waitsForLatestInnerBeforeCompleting() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(100, 7), .completed(150)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start { xs.asObservable().flatMapLatest { _ in inner } }
        XCTAssertEqual(observer.events, [.next(310, 7), .completed(360)])
    }

    func test_flatMapLatest_disposalMidwayDisposesInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(500, 1)])
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 400) {
            xs.asObservable().flatMapLatest { _ in inner }
        }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
