import Reactive
import ReactiveTesting
import XCTest

/// `merge()`, `merge(maxConcurrent:)` and `Observable.merge(_:)`, on the timelines of RxSwift's
/// `Observable+MergeTests.swift` (its flatMap and concatMap cases live in their own files).
final class MergeTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private static func threeSyncSources() -> Observable<Observable<Int>> {
        .of(.of(0, 1, 2), .of(0, 1, 2), .of(0, 1, 2))
    }

    private static func syncSourcesFailingInTheMiddle() -> Observable<Observable<Int>> {
        .of(.of(0, 1, 2), .concat([.of(0, 1), .error(TestError.failed)]), .of(0, 1, 2))
    }

    func test_synchronousSources_deliverEveryValue() {
        let calls = CallCounter()
        _ = MergeTests.threeSyncSources().merge().subscribe(onNext: { _ in calls.increment() })
        XCTAssertEqual(calls.value, 9)
    }

    func test_synchronousSourceFailing_errorsOnce() {
        let calls = CallCounter()
        _ = MergeTests.syncSourcesFailingInTheMiddle().merge().subscribe(onError: { _ in calls.increment() })
        XCTAssertEqual(calls.value, 1)
    }

    func test_synchronousInnerError_errorsOnce() {
        let calls = CallCounter()
        _ = Observable.just(Observable<Int>.error(TestError.failed)).merge()
            .subscribe(onError: { _ in calls.increment() })
        XCTAssertEqual(calls.value, 1)
    }

    func test_emptyOuter_completesOnce() {
        let calls = CallCounter()
        _ = Observable<Observable<Int>>.empty().merge().subscribe(onCompleted: { calls.increment() })
        XCTAssertEqual(calls.value, 1)
    }

    func test_emptyInner_completesOnce() {
        let calls = CallCounter()
        _ = Observable.just(Observable<Int>.empty()).merge().subscribe(onCompleted: { calls.increment() })
        XCTAssertEqual(calls.value, 1)
    }

    func test_oneAtATime_synchronousSources_deliverEveryValue() {
        let calls = CallCounter()
        _ = MergeTests.threeSyncSources().merge(maxConcurrent: 1).subscribe(onNext: { _ in calls.increment() })
        XCTAssertEqual(calls.value, 9)
    }

    func test_oneAtATime_synchronousSourceFailing_errorsOnce() {
        let calls = CallCounter()
        _ = MergeTests.syncSourcesFailingInTheMiddle().merge(maxConcurrent: 1)
            .subscribe(onError: { _ in calls.increment() })
        XCTAssertEqual(calls.value, 1)
    }

    func test_oneAtATime_synchronousInnerError_errorsOnce() {
        let calls = CallCounter()
        _ = Observable.just(Observable<Int>.error(TestError.failed)).merge(maxConcurrent: 1)
            .subscribe(onError: { _ in calls.increment() })
        XCTAssertEqual(calls.value, 1)
    }

    func test_oneAtATime_emptyOuter_completesOnce() {
        let calls = CallCounter()
        _ = Observable<Observable<Int>>.empty().merge(maxConcurrent: 1).subscribe(onCompleted: { calls.increment() })
        XCTAssertEqual(calls.value, 1)
    }

    func test_oneAtATime_emptyInner_completesOnce() {
        let calls = CallCounter()
        _ = Observable.just(Observable<Int>.empty()).merge(maxConcurrent: 1)
            .subscribe(onCompleted: { calls.increment() })
        XCTAssertEqual(calls.value, 1)
    }

    private func cold(_ events: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        scheduler.createColdObservable(events)
    }

    private func hotOuter(
        _ inners: [(Int, TestableObservable<Int>)], _ end: Recorded<Event<TestableObservable<Int>>>
    ) -> TestableObservable<TestableObservable<Int>> {
        scheduler.createHotObservable(inners.map { .next($0.0, $0.1) } + [end])
    }

    private var ys1Long: TestableObservable<Int> {
        cold([
            .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
            .completed(230),
        ])
    }

    func test_overlappingInners_interleave() {
        let ys1 = ys1Long
        let ys2 = cold([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50)])
        let ys3 = cold([
            .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .next(120, 305),
            .completed(150),
        ])
        let xs = hotOuter([(300, ys1), (400, ys2), (500, ys3)], .completed(600))
        let res = scheduler.start { xs.asObservable().merge() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .next(430, 203), .next(440, 204), .next(510, 105), .next(510, 301), .next(520, 106), .next(520, 302),
                .next(530, 303), .next(540, 304), .next(620, 305), .completed(650),
            ])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 530)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(500, 650)])
    }

    func test_innersEndingBeforeTheOuter_completeWithTheOuter() {
        let ys1 = cold([.next(10, 101), .next(20, 102), .completed(230)])
        let ys2 = cold([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50)])
        let ys3 = cold([.next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(50)])
        let xs = hotOuter([(300, ys1), (400, ys2), (500, ys3)], .completed(600))
        let res = scheduler.start { xs.asObservable().merge() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(600),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 530)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(500, 550)])
    }

    func test_innerError_disposesEverything() {
        let ys1 = ys1Long
        let ys2 = cold([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .error(50, TestError.failed)])
        let ys3 = cold([.next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150)])
        let xs = hotOuter([(300, ys1), (400, ys2), (500, ys3)], .completed(600))
        let res = scheduler.start { xs.asObservable().merge() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .next(430, 203), .next(440, 204), .error(450, TestError.failed),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 450)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [])
    }

    func test_outerError_disposesEverything() {
        let ys1 = ys1Long
        let ys2 = cold([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50)])
        let xs = hotOuter([(300, ys1), (400, ys2)], .error(500, TestError.failed))
        let res = scheduler.start { xs.asObservable().merge() }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .next(430, 203), .next(440, 204), .error(500, TestError.failed),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 500)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    }

    /// The four inner sequences of RxSwift's `merge(maxConcurrent:)` cases; `secondEnd` and `thirdEnd` vary.
    private func limitedInners(
        secondEnd: Recorded<Event<Int>> = .completed(200), thirdEnd: Recorded<Event<Int>> = .completed(130)
    ) -> [TestableObservable<Int>] {
        [
            cold([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)]),
            cold([.next(20, 4), .next(70, 5), secondEnd]),
            cold([.next(10, 6), .next(90, 7), .next(110, 8), thirdEnd]),
            cold([.next(210, 9), .next(240, 10), .completed(300)]),
        ]
    }

    private func outer(
        _ ys: [TestableObservable<Int>], at times: [Int], _ end: Recorded<Event<TestableObservable<Int>>>
    ) -> TestableObservable<TestableObservable<Int>> {
        hotOuter(Array(zip(times, ys)), end)
    }

    func test_twoAtATime_queuesTheRest() {
        let ys = limitedInners()
        let xs = outer(ys, at: [210, 260, 270, 320], .completed(400))
        let res = scheduler.start { xs.asObservable().merge(maxConcurrent: 2) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(
            ys.map(\.subscriptions),
            [[Subscription(210, 350)], [Subscription(260, 460)], [Subscription(350, 480)], [Subscription(460, 760)]])
    }

    func test_twoAtATime_aLongInnerDelaysTheQueue() {
        let ys = limitedInners(secondEnd: .completed(300))
        let xs = outer(ys, at: [210, 260, 270, 320], .completed(400))
        let res = scheduler.start { xs.asObservable().merge(maxConcurrent: 2) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .next(440, 7), .next(460, 8), .next(690, 9), .next(720, 10), .completed(780),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(
            ys.map(\.subscriptions),
            [[Subscription(210, 350)], [Subscription(260, 560)], [Subscription(350, 480)], [Subscription(480, 780)]])
    }

    func test_threeAtATime_runsThreeTogether() {
        let ys = limitedInners(secondEnd: .completed(300))
        let xs = outer(ys, at: [210, 260, 270, 420], .completed(450))
        let res = scheduler.start { xs.asObservable().merge(maxConcurrent: 3) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(280, 6), .next(310, 2), .next(330, 3), .next(330, 5),
                .next(360, 7), .next(380, 8), .next(630, 9), .next(660, 10), .completed(720),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(
            ys.map(\.subscriptions),
            [[Subscription(210, 350)], [Subscription(260, 560)], [Subscription(270, 400)], [Subscription(420, 720)]])
    }

    func test_threeAtATime_outerCompletingLast() {
        let ys = limitedInners(secondEnd: .completed(300))
        let xs = outer(ys, at: [210, 260, 270, 420], .completed(750))
        let res = scheduler.start { xs.asObservable().merge(maxConcurrent: 3) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(280, 6), .next(310, 2), .next(330, 3), .next(330, 5),
                .next(360, 7), .next(380, 8), .next(630, 9), .next(660, 10), .completed(750),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 750)])
        XCTAssertEqual(
            ys.map(\.subscriptions),
            [[Subscription(210, 350)], [Subscription(260, 560)], [Subscription(270, 400)], [Subscription(420, 720)]])
    }

    func test_twoAtATime_disposed() {
        let ys = limitedInners()
        let xs = outer(ys, at: [210, 260, 270, 320], .completed(400))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 450) {
            xs.asObservable().merge(maxConcurrent: 2)
        }
        XCTAssertEqual(
            res.events,
            [.next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6), .next(440, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(
            ys.map(\.subscriptions), [[Subscription(210, 350)], [Subscription(260, 450)], [Subscription(350, 450)], []])
    }

    func test_twoAtATime_outerError() {
        let ys = limitedInners()
        let xs = outer(ys, at: [210, 260, 270, 320], .error(400, TestError.failed))
        let res = scheduler.start { xs.asObservable().merge(maxConcurrent: 2) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .error(400, TestError.failed),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(
            ys.map(\.subscriptions), [[Subscription(210, 350)], [Subscription(260, 400)], [Subscription(350, 400)], []])
    }

    func test_twoAtATime_innerError() {
        let ys = limitedInners(thirdEnd: .error(140, TestError.failed))
        let xs = outer(ys, at: [210, 260, 270, 320], .completed(400))
        let res = scheduler.start { xs.asObservable().merge(maxConcurrent: 2) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .next(440, 7), .next(460, 8), .error(490, TestError.failed),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(
            ys.map(\.subscriptions),
            [[Subscription(210, 350)], [Subscription(260, 460)], [Subscription(350, 490)], [Subscription(460, 490)]])
    }

    func test_releasesResources_whenADelayedInnerCompletes() {
        _ = Observable<Observable<Int>>.of(.just(1), Observable.just(1).delay(.seconds(10), scheduler: scheduler))
            .merge().subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_whenTheOuterCompletesLate() {
        let late = Observable<Int>.timer(.seconds(20), scheduler: scheduler)
            .flatMapLatest { _ in Observable<Observable<Int>>.empty() }
        _ = Observable<Observable<Int>>.of(.just(1), .just(1)).concat(late).merge().subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_whenAnInnerTimesOut() {
        _ = Observable<Observable<Int>>.of(.just(1), Observable.never().timeout(.seconds(10), scheduler: scheduler))
            .merge().subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_whenTheOuterTimesOut() {
        let failing = Observable<Observable<Int>>.never().timeout(.seconds(20), scheduler: scheduler)
        _ = Observable<Observable<Int>>.of(.just(1), .just(1)).concat(failing).merge().subscribe { _ in }
        scheduler.start()
    }

    /// The two static forms: variadic and array.
    private static let staticForms: [@Sendable ([Observable<Int>]) -> Observable<Int>] = [
        { sources in
            switch sources.count {
            case 0: return Observable.merge()
            case 1: return Observable.merge(sources[0])
            case 2: return Observable.merge(sources[0], sources[1])
            default: return Observable.merge(sources[0], sources[1], sources[2])
            }
        },
        { sources in Observable.merge(sources) },
    ]

    func test_static_ofNothing_completesAtOnce() {
        for form in MergeTests.staticForms {
            let scheduler = TestScheduler(initialClock: 0)
            XCTAssertEqual(scheduler.start { form([]) }.events, [.completed(200)])
        }
    }

    func test_static_emptyAndData_waitsForTheData() {
        for form in MergeTests.staticForms {
            let scheduler = TestScheduler(initialClock: 0)
            let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
            let res = scheduler.start { form([.empty(), ys2.asObservable()]) }
            XCTAssertEqual(res.events, [.next(210, 201), .next(220, 202), .completed(250)])
            XCTAssertEqual(ys2.subscriptions, [Subscription(200, 250)])
        }
    }

    func test_static_twoEmpty_completeAtOnce() {
        for form in MergeTests.staticForms {
            let scheduler = TestScheduler(initialClock: 0)
            XCTAssertEqual(scheduler.start { form([.empty(), .empty()]) }.events, [.completed(200)])
        }
    }

    func test_static_threeSources_interleave() {
        for form in MergeTests.staticForms {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
            let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
            let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)])
            let res = scheduler.start { form([ys1, ys2, ys3].map { $0.asObservable() }) }
            XCTAssertEqual(
                res.events,
                [
                    .next(210, 101), .next(210, 201), .next(210, 301), .next(220, 102), .next(220, 202),
                    .next(220, 302), .completed(430),
                ])
            XCTAssertEqual(ys1.subscriptions, [Subscription(200, 430)])
            XCTAssertEqual(ys2.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(ys3.subscriptions, [Subscription(200, 350)])
        }
    }

    func test_static_innerError_disposesTheOthers() {
        for form in MergeTests.staticForms {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
            let ys2 = scheduler.createColdObservable([.next(10, 201), .error(15, TestError.failed)])
            let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)])
            let res = scheduler.start { form([ys1, ys2, ys3].map { $0.asObservable() }) }
            XCTAssertEqual(
                res.events, [.next(210, 101), .next(210, 201), .next(210, 301), .error(215, TestError.failed)])
            XCTAssertEqual(ys1.subscriptions, [Subscription(200, 215)])
            XCTAssertEqual(ys2.subscriptions, [Subscription(200, 215)])
            XCTAssertEqual(ys3.subscriptions, [Subscription(200, 215)])
        }
    }

    func test_static_releasesResources_onCompletion() {
        _ = Observable.merge(Observable.just(1)).subscribe { _ in }
        _ = Observable.merge([Observable.just(1)]).subscribe { _ in }
    }

    func test_static_releasesResources_onError() {
        _ = Observable.merge(Observable<Int>.error(TestError.failed)).subscribe { _ in }
        _ = Observable.merge([Observable<Int>.error(TestError.failed)]).subscribe { _ in }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_mergeMaxConcurrent2_neverSubscribesMoreThanTwoAndQueuesInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (0..<4).map { index in
            scheduler.createColdObservable([.next(10, index), .completed(50)])
        }
        let xs = scheduler.createHotObservable(
            inners.enumerated().map { Recorded.next(210 + $0.offset, $0.element.asObservable()) } + [.completed(300)])
        let observer = scheduler.start { xs.asObservable().merge(maxConcurrent: 2) }
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(211, 261)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(260, 310)], "third waits for the first to finish")
        XCTAssertEqual(inners[3].subscriptions, [Subscription(261, 311)], "fourth waits for the second")
        XCTAssertEqual(
            observer.events,
            [.next(220, 0), .next(221, 1), .next(270, 2), .next(271, 3), .completed(311)])
    }

    func test_merge_staticMergesValuesAsTheyArrive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let observer = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    }

    /// Many inner sequences waiting at once, all done before the disposal at 1000.
    func test_oneAtATime_manyWaiting_runInArrivalOrder() {
        let count = 300
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (0..<count).map { index in scheduler.createColdObservable([.next(1, index), .completed(2)]) }
        let xs = scheduler.createHotObservable(
            inners.map { Recorded.next(201, $0.asObservable()) } + [.completed(202)])
        let observer = scheduler.start { xs.asObservable().merge(maxConcurrent: 1) }
        XCTAssertEqual(
            observer.events,
            (0..<count).map { Recorded.next(202 + 2 * $0, $0) } + [.completed(201 + 2 * count)])
        XCTAssertEqual(inners[count - 1].subscriptions, [Subscription(201 + 2 * (count - 1), 201 + 2 * count)])
    }

    /// Inner sequences arriving twice as fast as they complete: the queue grows at its end while it is read from
    /// its start.
    func test_oneAtATime_arrivingWhileOthersWait_runInArrivalOrder() {
        let count = 300
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (0..<count).map { index in scheduler.createColdObservable([.next(1, index), .completed(2)]) }
        let xs = scheduler.createHotObservable(
            inners.enumerated().map { Recorded.next(201 + $0.offset, $0.element.asObservable()) }
                + [.completed(201 + count)])
        let observer = scheduler.start { xs.asObservable().merge(maxConcurrent: 1) }
        XCTAssertEqual(
            observer.events,
            (0..<count).map { Recorded.next(202 + 2 * $0, $0) } + [.completed(201 + 2 * count)])
    }

    /// Inner sequences arriving in pairs, each pair after the queue has emptied: the queue is refilled from empty.
    func test_oneAtATime_queueEmptiedThenRefilled_runsInArrivalOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (0..<6).map { index in scheduler.createColdObservable([.next(1, index), .completed(2)]) }
        let xs = scheduler.createHotObservable(
            inners.enumerated().map { Recorded.next(210 + 10 * ($0.offset / 2), $0.element.asObservable()) }
                + [.completed(300)])
        let observer = scheduler.start { xs.asObservable().merge(maxConcurrent: 1) }
        XCTAssertEqual(
            observer.events,
            [
                .next(211, 0), .next(213, 1), .next(221, 2), .next(223, 3), .next(231, 4), .next(233, 5),
                .completed(300),
            ])
    }
}
