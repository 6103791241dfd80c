import Reactive
import ReactiveTesting
import XCTest

/// `zip`, on the timelines of RxSwift's `Observable+ZipTests.swift` and the arity-2 and arity-3 cases of
/// `Observable+ZipTests+arity.swift` (throwing result selectors and the array form do not apply).
final class ZipTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func hot(_ events: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1)] + events)
    }

    private func summed(_ first: TestableObservable<Int>, _ second: TestableObservable<Int>) -> [Recorded<Event<Int>>] {
        scheduler.start { Observable.zip(first, second) { $0 + $1 } }.events
    }

    func test_neverAndEmpty_neverCompletes() {
        let n = hot([])
        let e = hot([.completed(210)])
        XCTAssertEqual(summed(n, e), [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func test_emptyAndNever_neverCompletes() {
        let n = hot([])
        let e = hot([.completed(210)])
        XCTAssertEqual(summed(e, n), [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func test_emptyAndOneValue_completesWhenBothEnd() {
        let e = hot([.completed(210)])
        let o = hot([.next(215, 2), .completed(220)])
        XCTAssertEqual(summed(e, o), [.completed(220)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
    }

    func test_oneValueAndEmpty_completesWhenBothEnd() {
        let e = hot([.completed(210)])
        let o = hot([.next(215, 2), .completed(220)])
        XCTAssertEqual(summed(o, e), [.completed(220)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
    }

    func test_neverAndOneValue_neverCompletes() {
        let n = hot([])
        let o = hot([.next(215, 2), .completed(220)])
        XCTAssertEqual(summed(n, o), [])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
    }

    func test_oneValueAndNever_neverCompletes() {
        let n = hot([])
        let o = hot([.next(215, 2), .completed(220)])
        XCTAssertEqual(summed(o, n), [])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
    }

    func test_oneValueEach_pairsThemAndCompletesWhenBothEnd() {
        let o1 = hot([.next(215, 2), .completed(230)])
        let o2 = hot([.next(220, 3), .completed(240)])
        XCTAssertEqual(summed(o1, o2), [.next(220, 5), .completed(240)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 240)])
    }

    func test_emptyAndError_fails() {
        let o1 = hot([.completed(230)])
        let o2 = hot([.error(220, TestError.failed)])
        XCTAssertEqual(summed(o1, o2), [.error(220, TestError.failed)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func test_errorAndEmpty_fails() {
        let o1 = hot([.completed(230)])
        let o2 = hot([.error(220, TestError.failed)])
        XCTAssertEqual(summed(o2, o1), [.error(220, TestError.failed)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func test_neverAndError_fails() {
        let o1 = hot([])
        let o2 = hot([.error(220, TestError.failed)])
        XCTAssertEqual(summed(o1, o2), [.error(220, TestError.failed)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func test_errorAndNever_fails() {
        let o1 = hot([])
        let o2 = hot([.error(220, TestError.failed)])
        XCTAssertEqual(summed(o2, o1), [.error(220, TestError.failed)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func test_twoErrors_theFirstWins() {
        let o1 = hot([.error(230, TestError.failed)])
        let o2 = hot([.error(220, TestError.other)])
        XCTAssertEqual(summed(o2, o1), [.error(220, TestError.other)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func test_valueAndError_fails() {
        let o1 = hot([.next(215, 2), .completed(230)])
        let o2 = hot([.error(220, TestError.failed)])
        XCTAssertEqual(summed(o1, o2), [.error(220, TestError.failed)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func test_errorAndValue_fails() {
        let o1 = hot([.next(215, 2), .completed(230)])
        let o2 = hot([.error(220, TestError.failed)])
        XCTAssertEqual(summed(o2, o1), [.error(220, TestError.failed)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func test_leftCompletesFirst() {
        let o1 = hot([.next(210, 2), .completed(220)])
        let o2 = hot([.next(215, 4), .completed(225)])
        XCTAssertEqual(summed(o1, o2), [.next(215, 6), .completed(225)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 225)])
    }

    func test_rightCompletesFirst() {
        let o1 = hot([.next(210, 2), .completed(220)])
        let o2 = hot([.next(215, 4), .completed(225)])
        XCTAssertEqual(summed(o2, o1), [.next(215, 6), .completed(225)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 225)])
    }

    func test_releasesResources_onCompletion_withASelector() {
        _ = Observable.zip(Observable.just(1), Observable.just(1), resultSelector: +).subscribe { _ in }
    }

    func test_releasesResources_onError_withASelector() {
        _ = Observable.zip(Observable.just(1), Observable<Int>.error(TestError.failed), resultSelector: +)
            .subscribe { _ in }
    }

    func test_releasesResources_onCompletion_ofTuples() {
        _ = Observable.zip(Observable.just(1), Observable.just(1)).subscribe { _ in }
    }

    func test_releasesResources_onError_ofTuples() {
        _ = Observable.zip(Observable.just(1), Observable<Int>.error(TestError.failed)).subscribe { _ in }
    }

    /// Arity 2 through both forms: the result selector and the tuple mapped afterwards.
    private static let pairForms: [@Sendable (Observable<Int>, Observable<Int>) -> Observable<Int>] = [
        { Observable.zip($0, $1) { $0 + $1 } },
        { Observable.zip($0, $1).map { $0.0 + $0.1 } },
    ]

    private static func tripleSum(_ e0: Observable<Int>, _ e1: Observable<Int>, _ e2: Observable<Int>)
        -> Observable<Int>
    {
        Observable.zip(e0, e1, e2).map { $0.0 + $0.1 + $0.2 }
    }

    func test_arity2_synchronousSources_combineAtOnce() {
        for form in ZipTests.pairForms {
            let result = EventLog()
            _ = form(.just(1), .just(2)).subscribe(onNext: { result.append("\($0)") })
            XCTAssertEqual(result.all, ["3"])
        }
    }

    func test_arity2_never() {
        for form in ZipTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1)])
            let e1 = scheduler.createHotObservable([.next(150, 1)])
            XCTAssertEqual(scheduler.start { form(e0.asObservable(), e1.asObservable()) }.events, [])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 1000)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
        }
    }

    func test_arity2_empty_completesWithTheLast() {
        for form in ZipTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
            let e1 = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
            XCTAssertEqual(scheduler.start { form(e0.asObservable(), e1.asObservable()) }.events, [.completed(220)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_arity2_symmetric() {
        for form in ZipTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(400)])
            XCTAssertEqual(
                scheduler.start { form(e0.asObservable(), e1.asObservable()) }.events,
                [.next(220, 3), .completed(400)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 400)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 400)])
        }
    }

    func test_arity2_allCompleted_completesWithTheLast() {
        for form in ZipTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .next(220, 6), .completed(230)])
            XCTAssertEqual(
                scheduler.start { form(e0.asObservable(), e1.asObservable()) }.events,
                [.next(210, 10), .completed(230)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        }
    }

    func test_arity3_synchronousSources_combineAtOnce() {
        let result = EventLog()
        _ = ZipTests.tripleSum(.just(1), .just(2), .just(3)).subscribe(onNext: { result.append("\($0)") })
        XCTAssertEqual(result.all, ["6"])
    }

    func test_arity3_never() {
        let es = (0..<3).map { _ in scheduler.createHotObservable([.next(150, 1)]) }
        let res = scheduler.start {
            ZipTests.tripleSum(es[0].asObservable(), es[1].asObservable(), es[2].asObservable())
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(es.map(\.subscriptions), Array(repeating: [Subscription(200, 1000)], count: 3))
    }

    func test_arity3_empty_completesWithTheLast() {
        let es = [210, 220, 230].map { scheduler.createHotObservable([Recorded<Event<Int>>.completed($0)]) }
        let res = scheduler.start {
            ZipTests.tripleSum(es[0].asObservable(), es[1].asObservable(), es[2].asObservable())
        }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(
            es.map(\.subscriptions), [[Subscription(200, 210)], [Subscription(200, 220)], [Subscription(200, 230)]])
    }

    func test_arity3_symmetric() {
        let es = [(210, 1), (220, 2), (230, 3)].map {
            scheduler.createHotObservable([.next(150, 1), .next($0.0, $0.1), .completed(400)])
        }
        let res = scheduler.start {
            ZipTests.tripleSum(es[0].asObservable(), es[1].asObservable(), es[2].asObservable())
        }
        XCTAssertEqual(res.events, [.next(230, 6), .completed(400)])
        XCTAssertEqual(es.map(\.subscriptions), Array(repeating: [Subscription(200, 400)], count: 3))
    }

    func test_arity3_allCompleted_completesWithTheLast() {
        let e0 = hot([.next(210, 5), .completed(220)])
        let e1 = hot([.next(210, 5), .next(220, 6), .completed(230)])
        let e2 = hot([.next(210, 5), .next(220, 6), .next(230, 7), .completed(240)])
        let res = scheduler.start { ZipTests.tripleSum(e0.asObservable(), e1.asObservable(), e2.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 15), .completed(240)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 240)])
    }
    // Arity 4 to 8 of RxSwift's `Observable+ZipTests+arity.swift`, each through both forms.

    /// Plays each of `sources` as a hot observable, combines them with `form` from 200 to 1000, and returns what
    /// the observer recorded and each source's subscriptions.
    private static func runArity(
        _ form: @escaping @Sendable ([Observable<Int>]) -> Observable<Int>, sources: [[Recorded<Event<Int>>]]
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [[Subscription]]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources.map { scheduler.createHotObservable($0) }
        let res = scheduler.start { form(xs.map { $0.asObservable() }) }
        return (res.events, xs.map(\.subscriptions))
    }
    private static let arity4Forms: [@Sendable ([Observable<Int>]) -> Observable<Int>] = [
        { s in Observable.zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } },
        { s in Observable.zip(s[0], s[1], s[2], s[3]).map { $0.0 + $0.1 + $0.2 + $0.3 } },
    ]

    func test_arity4_synchronousSources_combineAtOnce() {
        for form in Self.arity4Forms {
            let result = LockedValues<Int>()
            let subscription = form((1...4).map { Observable.just($0) }).subscribe(onNext: { result.append($0) })
            subscription.dispose()
            XCTAssertEqual(result.all, [10])
        }
    }

    func test_arity4_never() {
        for form in Self.arity4Forms {
            let result = Self.runArity(
                form, sources: [[.next(150, 1)], [.next(150, 1)], [.next(150, 1)], [.next(150, 1)]])
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 1000)], [Subscription(200, 1000)], [Subscription(200, 1000)],
                    [Subscription(200, 1000)],
                ])
        }
    }

    func test_arity4_empty_completesWithTheLast() {
        for form in Self.arity4Forms {
            let result = Self.runArity(
                form, sources: [[.completed(210)], [.completed(220)], [.completed(230)], [.completed(240)]])
            XCTAssertEqual(result.events, [.completed(240)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 210)], [Subscription(200, 220)], [Subscription(200, 230)],
                    [Subscription(200, 240)],
                ])
        }
    }

    func test_arity4_symmetric() {
        for form in Self.arity4Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 1), .completed(400)], [.next(150, 1), .next(220, 2), .completed(400)],
                    [.next(150, 1), .next(230, 3), .completed(400)], [.next(150, 1), .next(240, 4), .completed(400)],
                ])
            XCTAssertEqual(result.events, [.next(240, 10), .completed(400)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 400)], [Subscription(200, 400)], [Subscription(200, 400)],
                    [Subscription(200, 400)],
                ])
        }
    }

    func test_arity4_allCompleted_completesWithTheLast() {
        for form in Self.arity4Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 5), .completed(220)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .completed(230)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(250)],
                ])
            XCTAssertEqual(result.events, [.next(210, 20), .completed(250)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 220)], [Subscription(200, 230)], [Subscription(200, 240)],
                    [Subscription(200, 250)],
                ])
        }
    }
    private static let arity5Forms: [@Sendable ([Observable<Int>]) -> Observable<Int>] = [
        { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 } },
        { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 } },
    ]

    func test_arity5_synchronousSources_combineAtOnce() {
        for form in Self.arity5Forms {
            let result = LockedValues<Int>()
            let subscription = form((1...5).map { Observable.just($0) }).subscribe(onNext: { result.append($0) })
            subscription.dispose()
            XCTAssertEqual(result.all, [15])
        }
    }

    func test_arity5_never() {
        for form in Self.arity5Forms {
            let result = Self.runArity(
                form, sources: [[.next(150, 1)], [.next(150, 1)], [.next(150, 1)], [.next(150, 1)], [.next(150, 1)]])
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 1000)], [Subscription(200, 1000)], [Subscription(200, 1000)],
                    [Subscription(200, 1000)], [Subscription(200, 1000)],
                ])
        }
    }

    func test_arity5_empty_completesWithTheLast() {
        for form in Self.arity5Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.completed(210)], [.completed(220)], [.completed(230)], [.completed(240)], [.completed(250)],
                ])
            XCTAssertEqual(result.events, [.completed(250)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 210)], [Subscription(200, 220)], [Subscription(200, 230)],
                    [Subscription(200, 240)], [Subscription(200, 250)],
                ])
        }
    }

    func test_arity5_symmetric() {
        for form in Self.arity5Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 1), .completed(400)], [.next(150, 1), .next(220, 2), .completed(400)],
                    [.next(150, 1), .next(230, 3), .completed(400)], [.next(150, 1), .next(240, 4), .completed(400)],
                    [.next(150, 1), .next(250, 5), .completed(400)],
                ])
            XCTAssertEqual(result.events, [.next(250, 15), .completed(400)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 400)], [Subscription(200, 400)], [Subscription(200, 400)],
                    [Subscription(200, 400)], [Subscription(200, 400)],
                ])
        }
    }

    func test_arity5_allCompleted_completesWithTheLast() {
        for form in Self.arity5Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 5), .completed(220)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .completed(230)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(250)],
                    [
                        .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9),
                        .completed(260),
                    ],
                ])
            XCTAssertEqual(result.events, [.next(210, 25), .completed(260)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 220)], [Subscription(200, 230)], [Subscription(200, 240)],
                    [Subscription(200, 250)], [Subscription(200, 260)],
                ])
        }
    }
    private static let arity6Forms: [@Sendable ([Observable<Int>]) -> Observable<Int>] = [
        { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 } },
        { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 } },
    ]

    func test_arity6_synchronousSources_combineAtOnce() {
        for form in Self.arity6Forms {
            let result = LockedValues<Int>()
            let subscription = form((1...6).map { Observable.just($0) }).subscribe(onNext: { result.append($0) })
            subscription.dispose()
            XCTAssertEqual(result.all, [21])
        }
    }

    func test_arity6_never() {
        for form in Self.arity6Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1)], [.next(150, 1)], [.next(150, 1)], [.next(150, 1)], [.next(150, 1)],
                    [.next(150, 1)],
                ])
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 1000)], [Subscription(200, 1000)], [Subscription(200, 1000)],
                    [Subscription(200, 1000)], [Subscription(200, 1000)], [Subscription(200, 1000)],
                ])
        }
    }

    func test_arity6_empty_completesWithTheLast() {
        for form in Self.arity6Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.completed(210)], [.completed(220)], [.completed(230)], [.completed(240)], [.completed(250)],
                    [.completed(260)],
                ])
            XCTAssertEqual(result.events, [.completed(260)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 210)], [Subscription(200, 220)], [Subscription(200, 230)],
                    [Subscription(200, 240)], [Subscription(200, 250)], [Subscription(200, 260)],
                ])
        }
    }

    func test_arity6_symmetric() {
        for form in Self.arity6Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 1), .completed(400)], [.next(150, 1), .next(220, 2), .completed(400)],
                    [.next(150, 1), .next(230, 3), .completed(400)], [.next(150, 1), .next(240, 4), .completed(400)],
                    [.next(150, 1), .next(250, 5), .completed(400)], [.next(150, 1), .next(260, 6), .completed(400)],
                ])
            XCTAssertEqual(result.events, [.next(260, 21), .completed(400)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 400)], [Subscription(200, 400)], [Subscription(200, 400)],
                    [Subscription(200, 400)], [Subscription(200, 400)], [Subscription(200, 400)],
                ])
        }
    }

    func test_arity6_allCompleted_completesWithTheLast() {
        for form in Self.arity6Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 5), .completed(220)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .completed(230)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(250)],
                    [
                        .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9),
                        .completed(260),
                    ],
                    [
                        .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9),
                        .next(260, 10), .completed(270),
                    ],
                ])
            XCTAssertEqual(result.events, [.next(210, 30), .completed(270)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 220)], [Subscription(200, 230)], [Subscription(200, 240)],
                    [Subscription(200, 250)], [Subscription(200, 260)], [Subscription(200, 270)],
                ])
        }
    }
    private static let arity7Forms: [@Sendable ([Observable<Int>]) -> Observable<Int>] = [
        { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 } },
        { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
                $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6
            }
        },
    ]

    func test_arity7_synchronousSources_combineAtOnce() {
        for form in Self.arity7Forms {
            let result = LockedValues<Int>()
            let subscription = form((1...7).map { Observable.just($0) }).subscribe(onNext: { result.append($0) })
            subscription.dispose()
            XCTAssertEqual(result.all, [28])
        }
    }

    func test_arity7_never() {
        for form in Self.arity7Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1)], [.next(150, 1)], [.next(150, 1)], [.next(150, 1)], [.next(150, 1)],
                    [.next(150, 1)], [.next(150, 1)],
                ])
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 1000)], [Subscription(200, 1000)], [Subscription(200, 1000)],
                    [Subscription(200, 1000)], [Subscription(200, 1000)], [Subscription(200, 1000)],
                    [Subscription(200, 1000)],
                ])
        }
    }

    func test_arity7_empty_completesWithTheLast() {
        for form in Self.arity7Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.completed(210)], [.completed(220)], [.completed(230)], [.completed(240)], [.completed(250)],
                    [.completed(260)], [.completed(270)],
                ])
            XCTAssertEqual(result.events, [.completed(270)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 210)], [Subscription(200, 220)], [Subscription(200, 230)],
                    [Subscription(200, 240)], [Subscription(200, 250)], [Subscription(200, 260)],
                    [Subscription(200, 270)],
                ])
        }
    }

    func test_arity7_symmetric() {
        for form in Self.arity7Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 1), .completed(400)], [.next(150, 1), .next(220, 2), .completed(400)],
                    [.next(150, 1), .next(230, 3), .completed(400)], [.next(150, 1), .next(240, 4), .completed(400)],
                    [.next(150, 1), .next(250, 5), .completed(400)], [.next(150, 1), .next(260, 6), .completed(400)],
                    [.next(150, 1), .next(270, 7), .completed(400)],
                ])
            XCTAssertEqual(result.events, [.next(270, 28), .completed(400)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 400)], [Subscription(200, 400)], [Subscription(200, 400)],
                    [Subscription(200, 400)], [Subscription(200, 400)], [Subscription(200, 400)],
                    [Subscription(200, 400)],
                ])
        }
    }

    func test_arity7_allCompleted_completesWithTheLast() {
        for form in Self.arity7Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 5), .completed(220)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .completed(230)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(250)],
                    [
                        .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9),
                        .completed(260),
                    ],
                    [
                        .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9),
                        .next(260, 10), .completed(270),
                    ],
                    [
                        .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9),
                        .next(260, 10), .next(270, 11), .completed(280),
                    ],
                ])
            XCTAssertEqual(result.events, [.next(210, 35), .completed(280)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 220)], [Subscription(200, 230)], [Subscription(200, 240)],
                    [Subscription(200, 250)], [Subscription(200, 260)], [Subscription(200, 270)],
                    [Subscription(200, 280)],
                ])
        }
    }
    private static let arity8Forms: [@Sendable ([Observable<Int>]) -> Observable<Int>] = [
        { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        },
        { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6 + $0.7
            }
        },
    ]

    func test_arity8_synchronousSources_combineAtOnce() {
        for form in Self.arity8Forms {
            let result = LockedValues<Int>()
            let subscription = form((1...8).map { Observable.just($0) }).subscribe(onNext: { result.append($0) })
            subscription.dispose()
            XCTAssertEqual(result.all, [36])
        }
    }

    func test_arity8_never() {
        for form in Self.arity8Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1)], [.next(150, 1)], [.next(150, 1)], [.next(150, 1)], [.next(150, 1)],
                    [.next(150, 1)], [.next(150, 1)], [.next(150, 1)],
                ])
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 1000)], [Subscription(200, 1000)], [Subscription(200, 1000)],
                    [Subscription(200, 1000)], [Subscription(200, 1000)], [Subscription(200, 1000)],
                    [Subscription(200, 1000)], [Subscription(200, 1000)],
                ])
        }
    }

    func test_arity8_empty_completesWithTheLast() {
        for form in Self.arity8Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.completed(210)], [.completed(220)], [.completed(230)], [.completed(240)], [.completed(250)],
                    [.completed(260)], [.completed(270)], [.completed(280)],
                ])
            XCTAssertEqual(result.events, [.completed(280)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 210)], [Subscription(200, 220)], [Subscription(200, 230)],
                    [Subscription(200, 240)], [Subscription(200, 250)], [Subscription(200, 260)],
                    [Subscription(200, 270)], [Subscription(200, 280)],
                ])
        }
    }

    func test_arity8_symmetric() {
        for form in Self.arity8Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 1), .completed(400)], [.next(150, 1), .next(220, 2), .completed(400)],
                    [.next(150, 1), .next(230, 3), .completed(400)], [.next(150, 1), .next(240, 4), .completed(400)],
                    [.next(150, 1), .next(250, 5), .completed(400)], [.next(150, 1), .next(260, 6), .completed(400)],
                    [.next(150, 1), .next(270, 7), .completed(400)], [.next(150, 1), .next(280, 8), .completed(400)],
                ])
            XCTAssertEqual(result.events, [.next(280, 36), .completed(400)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 400)], [Subscription(200, 400)], [Subscription(200, 400)],
                    [Subscription(200, 400)], [Subscription(200, 400)], [Subscription(200, 400)],
                    [Subscription(200, 400)], [Subscription(200, 400)],
                ])
        }
    }

    func test_arity8_allCompleted_completesWithTheLast() {
        for form in Self.arity8Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 5), .completed(220)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .completed(230)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)],
                    [.next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(250)],
                    [
                        .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9),
                        .completed(260),
                    ],
                    [
                        .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9),
                        .next(260, 10), .completed(270),
                    ],
                    [
                        .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9),
                        .next(260, 10), .next(270, 11), .completed(280),
                    ],
                    [
                        .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9),
                        .next(260, 10), .next(270, 11), .next(280, 12), .completed(290),
                    ],
                ])
            XCTAssertEqual(result.events, [.next(210, 40), .completed(290)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 220)], [Subscription(200, 230)], [Subscription(200, 240)],
                    [Subscription(200, 250)], [Subscription(200, 260)], [Subscription(200, 270)],
                    [Subscription(200, 280)], [Subscription(200, 290)],
                ])
        }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_zip_pairsInOrderAndStaysOpenWhileOneSideRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(250, "b"), .next(260, "c"), .next(270, "d")])
        let observer = scheduler.start { Observable.zip(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(observer.events, [.next(215, "1a"), .next(250, "2b"), .next(260, "3c")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func test_zip_propagatesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let ys = scheduler.createHotObservable([.next(215, 1)])
        let observer = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(observer.events, [.next(215, 2), .error(220, TestError.failed)])
    }

    func test_zip3_combinesThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, 3), .completed(240)])
        let observer = scheduler.start { Observable.zip(xs, ys, zs).map { $0 + $1 + $2 } }
        XCTAssertEqual(observer.events, [.next(230, 6), .completed(300)])
    }

    // When `zip` completes: as RxSwift, only once every source has completed (its Zip tests' timelines).
    func test_neverEmpty_neverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.zip(n, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func test_emptyEmpty_completesWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.zip(e1, e2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(210)])
    }

    func test_emptyNonEmpty_completesWhenBothAreDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.zip(e, o) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
        let other = TestScheduler(initialClock: 0)
        let e2 = other.createHotObservable([.next(150, 1), .completed(210)])
        let o2 = other.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(other.start { Observable.zip(o2, e2) { $0 + $1 } }.events, [.completed(220)])
    }

    func test_nonEmptyNever_neverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.zip(o, n) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
    }

    func test_nonEmptyNonEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 240)])
    }

    func test_leftCompletesFirst_andRightCompletesFirst() {
        for leftFirst in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
            let res = scheduler.start {
                leftFirst ? Observable.zip(o1, o2) { $0 + $1 } : Observable.zip(o2, o1) { $0 + $1 }
            }
            XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
            XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(o2.subscriptions, [Subscription(200, 225)])
        }
    }

    func test_errorNever_failsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let f = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.failed)])
        let res = scheduler.start { Observable.zip(f, n) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError.failed)])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 220)])
    }
}
