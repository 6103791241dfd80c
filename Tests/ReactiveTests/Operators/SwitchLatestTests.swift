import Reactive
import ReactiveTesting
import XCTest

/// `switchLatest`, on the timelines of RxSwift's `Observable+SwitchTests.swift`.
final class SwitchLatestTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    /// The three inner sequences of RxSwift's switch cases; `secondEnd` ends the second one.
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

    func test_eachNewInner_replacesThePreviousOne() {
        let ys = inners()
        let xs = scheduler.createHotObservable([
            .next(300, ys[0]), .next(400, ys[1]), .next(500, ys[2]), .completed(600),
        ])
        let res = scheduler.start { xs.asObservable().switchLatest() }
        XCTAssertEqual(
            res.events,
            untilTheSecondEnds + [.next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(
            ys.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 650)]])
    }

    func test_innerError_endsEverything() {
        let ys = inners(secondEnd: .error(50, TestError.failed))
        let xs = scheduler.createHotObservable([
            .next(300, ys[0]), .next(400, ys[1]), .next(500, ys[2]), .completed(600),
        ])
        let res = scheduler.start { xs.asObservable().switchLatest() }
        XCTAssertEqual(res.events, untilTheSecondEnds + [.error(450, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], []])
    }

    func test_outerError_endsEverything() {
        let ys = inners()
        let xs = scheduler.createHotObservable([.next(300, ys[0]), .next(400, ys[1]), .error(500, TestError.failed)])
        let res = scheduler.start { xs.asObservable().switchLatest() }
        XCTAssertEqual(res.events, untilTheSecondEnds + [.error(500, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 450)])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.of(Observable.just(1)).switchLatest().subscribe { _ in }
    }

    func test_releasesResources_onInnerError() {
        _ = Observable.of(Observable<Int>.error(TestError.failed)).switchLatest().subscribe { _ in }
    }

    func test_releasesResources_onOuterError() {
        _ = Observable<Observable<Int>>.error(TestError.failed).switchLatest().subscribe { _ in }
    }
}
