import Reactive
import ReactiveTesting
import XCTest

/// `concatMap`, on the timelines of RxSwift's concatMap cases in `Observable+MergeTests.swift` (a throwing
/// selector does not apply).
final class ConcatMapTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func cold(_ events: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        scheduler.createColdObservable(events)
    }

    private func concatenated(_ xs: TestableObservable<TestableObservable<Int>>, disposed: Int = 1000)
        -> TestableObserver<Int>
    {
        scheduler.start(created: 100, subscribed: 200, disposed: disposed) { xs.asObservable().concatMap { $0 } }
    }

    private func outer(_ inners: [(Int, TestableObservable<Int>)], _ end: Recorded<Event<TestableObservable<Int>>>?)
        -> TestableObservable<TestableObservable<Int>>
    {
        scheduler.createHotObservable(inners.map { .next($0.0, $0.1) } + (end.map { [$0] } ?? []))
    }

    private var longFirst: TestableObservable<Int> {
        cold([.next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), .completed(460)])
    }

    private let longFirstSeen: [Recorded<Event<Int>>] = [
        .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
    ]

    func test_innersFasterThanTheOuter_runOneAtATime() {
        let ys1 = cold([.next(10, 102), .completed(20)])
        let ys2 = cold([.next(20, 202), .completed(25)])
        let xs = outer([(250, ys1), (300, ys2)], .completed(900))
        let res = concatenated(xs)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(250, 270)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(300, 325)])
        XCTAssertEqual(res.events, [.next(260, 102), .next(320, 202), .completed(900)])
    }

    func test_disposed_disposesTheLiveInner() {
        let ys1 = cold([.next(10, 102), .completed(20)])
        let ys2 = cold([.next(20, 202), .completed(25)])
        let xs = outer([(250, ys1), (300, ys2)], .completed(900))
        let res = concatenated(xs, disposed: 310)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(250, 270)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(300, 310)])
        XCTAssertEqual(res.events, [.next(260, 102)])
    }

    private func fiveInners(secondEnds: Bool) -> [TestableObservable<Int>] {
        [
            longFirst,
            cold([.next(180, 202), .next(190, 203)] + (secondEnds ? [.completed(205)] : [])),
            cold([.next(10, 301), .next(50, 302), .completed(60)]),
            cold([.completed(40)]),
            cold([.next(80, 401), .next(90, 402), .completed(100)]),
        ]
    }

    func test_anInnerNeverCompleting_blocksTheQueue() {
        let ys = fiveInners(secondEnds: false)
        let xs = outer(Array(zip([300, 400, 550, 750, 850], ys)), .completed(900))
        let res = concatenated(xs)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(300, 760)], [Subscription(760, 1000)], [], [], []])
        XCTAssertEqual(res.events, longFirstSeen + [.next(940, 202), .next(950, 203)])
    }

    func test_outerNeverCompleting_neverCompletes() {
        let ys1 = longFirst
        let ys2 = cold([.next(180, 202), .next(190, 203), .completed(205)])
        let xs = outer([(300, ys1), (400, ys2)], nil)
        let res = concatenated(xs)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(760, 965)])
        XCTAssertEqual(res.events, longFirstSeen + [.next(940, 202), .next(950, 203)])
    }

    func test_outerCompletingFirst_completesWithTheLastInner() {
        let ys1 = longFirst
        let ys2 = cold([.next(180, 202), .next(190, 203), .completed(195)])
        let xs = outer([(300, ys1), (400, ys2)], .completed(405))
        let res = concatenated(xs)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 405)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(760, 955)])
        XCTAssertEqual(res.events, longFirstSeen + [.next(940, 202), .next(950, 203), .completed(955)])
    }

    func test_outerCompletingLast_completesWithTheOuter() {
        let ys1 = longFirst
        let ys2 = cold([.next(180, 202), .next(190, 203), .completed(195)])
        let xs = outer([(300, ys1), (400, ys2)], .completed(980))
        let res = concatenated(xs)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 980)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(760, 955)])
        XCTAssertEqual(res.events, longFirstSeen + [.next(940, 202), .next(950, 203), .completed(980)])
    }

    func test_outerError_disposesTheLiveInner() {
        let ys = fiveInners(secondEnds: true)
        let xs = outer(Array(zip([300, 400, 550, 750, 850], ys)), .error(900, TestError.failed))
        let res = concatenated(xs)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(300, 760)], [Subscription(760, 900)], [], [], []])
        XCTAssertEqual(res.events, longFirstSeen + [.error(900, TestError.failed)])
    }

    func test_innerError_disposesTheOuter() {
        var ys = fiveInners(secondEnds: true)
        ys[0] = cold([
            .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106),
            .error(460, TestError.failed),
        ])
        let xs = outer(Array(zip([300, 400, 550, 750, 850], ys)), .error(900, TestError.failed))
        let res = concatenated(xs)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 760)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(300, 760)], [], [], [], []])
        XCTAssertEqual(res.events, longFirstSeen + [.error(760, TestError.failed)])
    }

    func test_selectorBuildingTimers_runsThemInOrder() {
        let scheduler = scheduler
        let xs = scheduler.createHotObservable([
            .next(210, 4), .next(220, 3), .next(250, 5), .next(270, 1), .completed(290),
        ])
        let res = scheduler.start {
            xs.asObservable().concatMap { x in
                Observable<Int>.interval(.seconds(10), scheduler: scheduler).map { _ in x }.take(x)
            }
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(
            res.events,
            [
                .next(220, 4), .next(230, 4), .next(240, 4), .next(250, 4), .next(260, 3), .next(270, 3),
                .next(280, 3), .next(290, 5), .next(300, 5), .next(310, 5), .next(320, 5), .next(330, 5),
                .next(340, 1), .completed(340),
            ])
    }

    func test_releasesResources_onCompletion() {
        _ = Observable.just(1).concatMap { _ in Observable.just(1) }.subscribe { _ in }
    }

    func test_releasesResources_onSourceError() {
        _ = Observable<Int>.error(TestError.failed).concatMap { _ in Observable.just(1) }.subscribe { _ in }
    }

    func test_releasesResources_onInnerError() {
        _ = Observable.just(1).concatMap { _ in Observable<Int>.error(TestError.failed) }.subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_concatMap_runsInnersOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "x"), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let observer = scheduler.start {
            xs.asObservable().concatMap { value in inner.asObservable().map { "\($0)\(value)" } }
        }
        XCTAssertEqual(observer.events, [.next(220, "x1"), .next(250, "x2"), .completed(270)])
    }
}
