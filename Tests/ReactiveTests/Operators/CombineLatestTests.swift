import Reactive
import ReactiveTesting
import XCTest

/// `combineLatest`, on the timelines of RxSwift's `Observable+CombineLatestTests.swift` and the arity-2 and
/// arity-3 cases of `Observable+CombineLatestTests+arity.swift`. Every two-source case runs through both forms, the
/// result selector and the tuple mapped afterwards (throwing selectors and the array form do not apply).
final class CombineLatestTests: ReactiveTestCase {
    private static let pairForms: [@Sendable (Observable<Int>, Observable<Int>) -> Observable<Int>] = [
        { Observable.combineLatest($0, $1) { $0 + $1 } },
        { Observable.combineLatest($0, $1).map { $0.0 + $0.1 } },
    ]

    func test_neverAndEmpty_neverCompletes() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 1000)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 210)])
        }
    }

    func test_emptyAndNever_neverCompletes() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
        }
    }

    func test_aValueAndNever_neverCompletes() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
        }
    }

    func test_neverAndAValue_neverCompletes() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 1000)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_oneValueEach_combineThenCompleteWithTheLast() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])
        }
    }

    func test_oneValueEach_secondFirst() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 240)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        }
    }

    func test_emptyAndError_fails() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.failed)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(220, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_errorAndEmpty_fails() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.failed)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(220, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_aValueAndError_fails() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.failed)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(220, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_errorAndAValue_fails() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.failed)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(220, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_twoErrors_theFirstWins() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.failed)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError.other)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(220, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_twoErrors_theSecondSourcesFirstWins() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError.failed)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.other)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(220, TestError.other)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_valueThenError_andALaterError() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, TestError.failed)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError.other)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(220, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_laterErrorAnd_valueThenError() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError.other)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, TestError.failed)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(220, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_someValuesAndError_fails() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.failed)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(220, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_errorAndSomeValues_fails() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .error(220, TestError.failed)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(220, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_errorAfterTheFirstCompletes_left() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError.failed)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(230, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        }
    }

    func test_errorAfterTheFirstCompletes_right() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError.failed)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(230, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_interleaved_withATail() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
            let e1 = scheduler.createHotObservable([
                .next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .next(240, 7), .completed(250),
            ])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(
                res.events,
                [.next(220, 5), .next(225, 7), .next(230, 9), .next(235, 10), .next(240, 11), .completed(250)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
        }
    }

    func test_consecutive_usesTheLatestOfTheFirst() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(235, 6), .next(240, 7), .completed(250)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.next(235, 10), .next(240, 11), .completed(250)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
        }
    }

    func test_consecutive_endingWithAnErrorOnTheLeft() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([
                .next(150, 1), .next(215, 2), .next(225, 4), .error(230, TestError.failed),
            ])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(235, 6), .next(240, 7), .completed(250)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.error(230, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        }
    }

    func test_consecutive_endingWithAnErrorOnTheRight() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(250)])
            let e1 = scheduler.createHotObservable([
                .next(150, 1), .next(235, 6), .next(240, 7), .error(245, TestError.failed),
            ])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.next(235, 10), .next(240, 11), .error(245, TestError.failed)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 245)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 245)])
        }
    }

    func test_releasesResources_onCompletion_ofTuples() {
        _ = Observable.combineLatest(Observable.just(1), Observable.just(1)).subscribe { _ in }
    }

    func test_releasesResources_onCompletion_withASelector() {
        _ = Observable.combineLatest(Observable.just(1), Observable.just(1), resultSelector: +).subscribe { _ in }
    }

    func test_releasesResources_onError_ofTuples() {
        _ = Observable.combineLatest(Observable.just(1), Observable<Int>.error(TestError.failed)).subscribe { _ in }
    }

    func test_releasesResources_onError_withASelector() {
        _ = Observable.combineLatest(Observable.just(1), Observable<Int>.error(TestError.failed), resultSelector: +)
            .subscribe { _ in }
    }

    func test_synchronousErrorAfterValues_isSentOnce() {
        let errors = CallCounter()
        let failing = Observable<Int>.concat([.of(0, 1, 2), .error(TestError.failed)])
        _ = Observable.combineLatest(failing, Observable.of(0, 1, 2)) { $0 + $1 }
            .subscribe(onError: { _ in errors.increment() })
        XCTAssertEqual(errors.value, 1)
    }

    func test_synchronousErrorAtOnce_isSentOnce() {
        let errors = CallCounter()
        _ = Observable.combineLatest(Observable<Int>.error(TestError.failed), Observable.of(0, 1, 2)) { $0 + $1 }
            .subscribe(onError: { _ in errors.increment() })
        XCTAssertEqual(errors.value, 1)
    }

    func test_synchronousEmptySource_completesOnce() {
        let completions = CallCounter()
        _ = Observable.combineLatest(Observable<Int>.empty(), Observable.of(0, 1, 2)) { $0 + $1 }
            .subscribe(onCompleted: { completions.increment() })
        XCTAssertEqual(completions.value, 1)
    }

    func test_arity2_never() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1)])
            let e1 = scheduler.createHotObservable([.next(150, 1)])
            XCTAssertEqual(scheduler.start { form(e0.asObservable(), e1.asObservable()) }.events, [])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 1000)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
        }
    }

    func test_arity2_empty_completesWithTheLast() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .completed(220)])
            XCTAssertEqual(scheduler.start { form(e0.asObservable(), e1.asObservable()) }.events, [.completed(220)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_arity2_typical() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(410, 3), .completed(800)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(420, 4), .completed(800)])
            XCTAssertEqual(
                scheduler.start { form(e0.asObservable(), e1.asObservable()) }.events,
                [.next(220, 3), .next(410, 5), .next(420, 7), .completed(800)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 800)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 800)])
        }
    }

    private let scheduler = TestScheduler(initialClock: 0)

    private func tripleSum(_ es: [TestableObservable<Int>]) -> [Recorded<Event<Int>>] {
        scheduler.start {
            Observable.combineLatest(es[0].asObservable(), es[1].asObservable(), es[2].asObservable())
                .map { $0.0 + $0.1 + $0.2 }
        }
        .events
    }

    func test_arity3_never() {
        let es = (0..<3).map { _ in scheduler.createHotObservable([.next(150, 1)]) }
        XCTAssertEqual(tripleSum(es), [])
        XCTAssertEqual(es.map(\.subscriptions), Array(repeating: [Subscription(200, 1000)], count: 3))
    }

    func test_arity3_empty_completesWithTheLast() {
        let es = [210, 220, 230].map { scheduler.createHotObservable([.next(150, 1), .completed($0)]) }
        XCTAssertEqual(tripleSum(es), [.completed(230)])
        XCTAssertEqual(
            es.map(\.subscriptions), [[Subscription(200, 210)], [Subscription(200, 220)], [Subscription(200, 230)]])
    }

    func test_arity3_typical() {
        let es = [(210, 1, 410, 4), (220, 2, 420, 5), (230, 3, 430, 6)].map {
            scheduler.createHotObservable([.next(150, 1), .next($0.0, $0.1), .next($0.2, $0.3), .completed(800)])
        }
        XCTAssertEqual(
            tripleSum(es), [.next(230, 6), .next(410, 9), .next(420, 12), .next(430, 15), .completed(800)])
        XCTAssertEqual(es.map(\.subscriptions), Array(repeating: [Subscription(200, 800)], count: 3))
    }
    func test_aValueThenEmpty_completesWhenTheValueCannotCombine() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.completed(215)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 215)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 210)])
        }
    }

    func test_emptyThenAValue_completesWhenTheValueCannotCombine() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { form(e0.asObservable(), e1.asObservable()) }
            XCTAssertEqual(res.events, [.completed(215)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 215)])
        }
    }

    func test_arity2_willNeverBeAbleToCombine_completesAtTheLonelyValue() {
        for form in CombineLatestTests.pairForms {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])
            XCTAssertEqual(scheduler.start { form(e0.asObservable(), e1.asObservable()) }.events, [.completed(500)])
            XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 500)])
        }
    }

    func test_arity3_willNeverBeAbleToCombine_completesAtTheLonelyValue() {
        let es = [
            scheduler.createHotObservable([.next(150, 1), .completed(250)]),
            scheduler.createHotObservable([.next(150, 1), .completed(260)]),
            scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)]),
        ]
        XCTAssertEqual(tripleSum(es), [.completed(500)])
        XCTAssertEqual(
            es.map(\.subscriptions), [[Subscription(200, 250)], [Subscription(200, 260)], [Subscription(200, 500)]])
    }

    // Arity 4 to 8 of RxSwift's `Observable+CombineLatestTests+arity.swift`, each through both forms.

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
        { s in Observable.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } },
        { s in Observable.combineLatest(s[0], s[1], s[2], s[3]).map { $0.0 + $0.1 + $0.2 + $0.3 } },
    ]

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
                form,
                sources: [
                    [.next(150, 1), .completed(210)], [.next(150, 1), .completed(220)],
                    [.next(150, 1), .completed(230)], [.next(150, 1), .completed(240)],
                ])
            XCTAssertEqual(result.events, [.completed(240)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 210)], [Subscription(200, 220)], [Subscription(200, 230)],
                    [Subscription(200, 240)],
                ])
        }
    }

    func test_arity4_willNeverBeAbleToCombine_completesAtTheLonelyValue() {
        for form in Self.arity4Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .completed(250)], [.next(150, 1), .completed(260)],
                    [.next(150, 1), .completed(270)], [.next(150, 1), .next(500, 2), .completed(800)],
                ])
            XCTAssertEqual(result.events, [.completed(500)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 250)], [Subscription(200, 260)], [Subscription(200, 270)],
                    [Subscription(200, 500)],
                ])
        }
    }

    func test_arity4_typical() {
        for form in Self.arity4Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 1), .next(410, 5), .completed(800)],
                    [.next(150, 1), .next(220, 2), .next(420, 6), .completed(800)],
                    [.next(150, 1), .next(230, 3), .next(430, 7), .completed(800)],
                    [.next(150, 1), .next(240, 4), .next(440, 8), .completed(800)],
                ])
            XCTAssertEqual(
                result.events,
                [.next(240, 10), .next(410, 14), .next(420, 18), .next(430, 22), .next(440, 26), .completed(800)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 800)], [Subscription(200, 800)], [Subscription(200, 800)],
                    [Subscription(200, 800)],
                ])
        }
    }
    private static let arity5Forms: [@Sendable ([Observable<Int>]) -> Observable<Int>] = [
        { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 } },
        { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 } },
    ]

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
                    [.next(150, 1), .completed(210)], [.next(150, 1), .completed(220)],
                    [.next(150, 1), .completed(230)], [.next(150, 1), .completed(240)],
                    [.next(150, 1), .completed(250)],
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

    func test_arity5_willNeverBeAbleToCombine_completesAtTheLonelyValue() {
        for form in Self.arity5Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .completed(250)], [.next(150, 1), .completed(260)],
                    [.next(150, 1), .completed(270)], [.next(150, 1), .completed(280)],
                    [.next(150, 1), .next(500, 2), .completed(800)],
                ])
            XCTAssertEqual(result.events, [.completed(500)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 250)], [Subscription(200, 260)], [Subscription(200, 270)],
                    [Subscription(200, 280)], [Subscription(200, 500)],
                ])
        }
    }

    func test_arity5_typical() {
        for form in Self.arity5Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 1), .next(410, 6), .completed(800)],
                    [.next(150, 1), .next(220, 2), .next(420, 7), .completed(800)],
                    [.next(150, 1), .next(230, 3), .next(430, 8), .completed(800)],
                    [.next(150, 1), .next(240, 4), .next(440, 9), .completed(800)],
                    [.next(150, 1), .next(250, 5), .next(450, 10), .completed(800)],
                ])
            XCTAssertEqual(
                result.events,
                [
                    .next(250, 15), .next(410, 20), .next(420, 25), .next(430, 30), .next(440, 35), .next(450, 40),
                    .completed(800),
                ])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 800)], [Subscription(200, 800)], [Subscription(200, 800)],
                    [Subscription(200, 800)], [Subscription(200, 800)],
                ])
        }
    }
    private static let arity6Forms: [@Sendable ([Observable<Int>]) -> Observable<Int>] = [
        { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 } },
        { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 }
        },
    ]

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
                    [.next(150, 1), .completed(210)], [.next(150, 1), .completed(220)],
                    [.next(150, 1), .completed(230)], [.next(150, 1), .completed(240)],
                    [.next(150, 1), .completed(250)], [.next(150, 1), .completed(260)],
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

    func test_arity6_willNeverBeAbleToCombine_completesAtTheLonelyValue() {
        for form in Self.arity6Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .completed(250)], [.next(150, 1), .completed(260)],
                    [.next(150, 1), .completed(270)], [.next(150, 1), .completed(280)],
                    [.next(150, 1), .completed(290)], [.next(150, 1), .next(500, 2), .completed(800)],
                ])
            XCTAssertEqual(result.events, [.completed(500)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 250)], [Subscription(200, 260)], [Subscription(200, 270)],
                    [Subscription(200, 280)], [Subscription(200, 290)], [Subscription(200, 500)],
                ])
        }
    }

    func test_arity6_typical() {
        for form in Self.arity6Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 1), .next(410, 7), .completed(800)],
                    [.next(150, 1), .next(220, 2), .next(420, 8), .completed(800)],
                    [.next(150, 1), .next(230, 3), .next(430, 9), .completed(800)],
                    [.next(150, 1), .next(240, 4), .next(440, 10), .completed(800)],
                    [.next(150, 1), .next(250, 5), .next(450, 11), .completed(800)],
                    [.next(150, 1), .next(260, 6), .next(460, 12), .completed(800)],
                ])
            XCTAssertEqual(
                result.events,
                [
                    .next(260, 21), .next(410, 27), .next(420, 33), .next(430, 39), .next(440, 45), .next(450, 51),
                    .next(460, 57), .completed(800),
                ])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 800)], [Subscription(200, 800)], [Subscription(200, 800)],
                    [Subscription(200, 800)], [Subscription(200, 800)], [Subscription(200, 800)],
                ])
        }
    }
    private static let arity7Forms: [@Sendable ([Observable<Int>]) -> Observable<Int>] = [
        { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
        },
        { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
                $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6
            }
        },
    ]

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
                    [.next(150, 1), .completed(210)], [.next(150, 1), .completed(220)],
                    [.next(150, 1), .completed(230)], [.next(150, 1), .completed(240)],
                    [.next(150, 1), .completed(250)], [.next(150, 1), .completed(260)],
                    [.next(150, 1), .completed(270)],
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

    func test_arity7_willNeverBeAbleToCombine_completesAtTheLonelyValue() {
        for form in Self.arity7Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .completed(250)], [.next(150, 1), .completed(260)],
                    [.next(150, 1), .completed(270)], [.next(150, 1), .completed(280)],
                    [.next(150, 1), .completed(290)], [.next(150, 1), .completed(300)],
                    [.next(150, 1), .next(500, 2), .completed(800)],
                ])
            XCTAssertEqual(result.events, [.completed(500)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 250)], [Subscription(200, 260)], [Subscription(200, 270)],
                    [Subscription(200, 280)], [Subscription(200, 290)], [Subscription(200, 300)],
                    [Subscription(200, 500)],
                ])
        }
    }

    func test_arity7_typical() {
        for form in Self.arity7Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 1), .next(410, 8), .completed(800)],
                    [.next(150, 1), .next(220, 2), .next(420, 9), .completed(800)],
                    [.next(150, 1), .next(230, 3), .next(430, 10), .completed(800)],
                    [.next(150, 1), .next(240, 4), .next(440, 11), .completed(800)],
                    [.next(150, 1), .next(250, 5), .next(450, 12), .completed(800)],
                    [.next(150, 1), .next(260, 6), .next(460, 13), .completed(800)],
                    [.next(150, 1), .next(270, 7), .next(470, 14), .completed(800)],
                ])
            XCTAssertEqual(
                result.events,
                [
                    .next(270, 28), .next(410, 35), .next(420, 42), .next(430, 49), .next(440, 56), .next(450, 63),
                    .next(460, 70), .next(470, 77), .completed(800),
                ])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 800)], [Subscription(200, 800)], [Subscription(200, 800)],
                    [Subscription(200, 800)], [Subscription(200, 800)], [Subscription(200, 800)],
                    [Subscription(200, 800)],
                ])
        }
    }
    private static let arity8Forms: [@Sendable ([Observable<Int>]) -> Observable<Int>] = [
        { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        },
        { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6 + $0.7
            }
        },
    ]

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
                    [.next(150, 1), .completed(210)], [.next(150, 1), .completed(220)],
                    [.next(150, 1), .completed(230)], [.next(150, 1), .completed(240)],
                    [.next(150, 1), .completed(250)], [.next(150, 1), .completed(260)],
                    [.next(150, 1), .completed(270)], [.next(150, 1), .completed(280)],
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

    func test_arity8_willNeverBeAbleToCombine_completesAtTheLonelyValue() {
        for form in Self.arity8Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .completed(250)], [.next(150, 1), .completed(260)],
                    [.next(150, 1), .completed(270)], [.next(150, 1), .completed(280)],
                    [.next(150, 1), .completed(290)], [.next(150, 1), .completed(300)],
                    [.next(150, 1), .completed(310)], [.next(150, 1), .next(500, 2), .completed(800)],
                ])
            XCTAssertEqual(result.events, [.completed(500)])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 250)], [Subscription(200, 260)], [Subscription(200, 270)],
                    [Subscription(200, 280)], [Subscription(200, 290)], [Subscription(200, 300)],
                    [Subscription(200, 310)], [Subscription(200, 500)],
                ])
        }
    }

    func test_arity8_typical() {
        for form in Self.arity8Forms {
            let result = Self.runArity(
                form,
                sources: [
                    [.next(150, 1), .next(210, 1), .next(410, 9), .completed(800)],
                    [.next(150, 1), .next(220, 2), .next(420, 10), .completed(800)],
                    [.next(150, 1), .next(230, 3), .next(430, 11), .completed(800)],
                    [.next(150, 1), .next(240, 4), .next(440, 12), .completed(800)],
                    [.next(150, 1), .next(250, 5), .next(450, 13), .completed(800)],
                    [.next(150, 1), .next(260, 6), .next(460, 14), .completed(800)],
                    [.next(150, 1), .next(270, 7), .next(470, 15), .completed(800)],
                    [.next(150, 1), .next(280, 8), .next(480, 16), .completed(800)],
                ])
            XCTAssertEqual(
                result.events,
                [
                    .next(280, 36), .next(410, 44), .next(420, 52), .next(430, 60), .next(440, 68), .next(450, 76),
                    .next(460, 84), .next(470, 92), .next(480, 100), .completed(800),
                ])
            XCTAssertEqual(
                result.subscriptions,
                [
                    [Subscription(200, 800)], [Subscription(200, 800)], [Subscription(200, 800)],
                    [Subscription(200, 800)], [Subscription(200, 800)], [Subscription(200, 800)],
                    [Subscription(200, 800)], [Subscription(200, 800)],
                ])
        }
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_combineLatest_sendsOnceBothHaveValuesAndCompletesWhenBothDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(250, "b"), .completed(260)])
        let observer = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(
            observer.events, [.next(220, "1a"), .next(230, "2a"), .next(250, "2b"), .completed(260)])
    }

    func test_combineLatest3_and_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let zs = scheduler.createHotObservable([.next(230, 3), .error(240, TestError.failed)])
        let observer = scheduler.start { Observable.combineLatest(xs, ys, zs).map { $0 * 100 + $1 * 10 + $2 } }
        XCTAssertEqual(observer.events, [.next(230, 123), .error(240, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // When `combineLatest` completes: as RxSwift, when both sides have completed, or as soon as a value arrives while
    // the other side has completed without ever sending one (its CombineLatest tests' timelines).
    func test_emptyReturn_completesAtTheValueThatCanNeverBeCombined() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(e, o) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 215)])
    }

    func test_returnEmpty_isSymmetric() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(o, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 215)])
    }

    func test_emptyNever_neverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let n = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(e, n) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
    }

    func test_emptyEmpty_completesWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .completed(215)])
        let res = scheduler.start { Observable.combineLatest(e1, e2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
    }

    func test_returnReturn_completesWhenBothAreDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.combineLatest(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 240)])
    }

    func test_completedSideWithAValue_keepsCombining() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(225, 3), .next(235, 4), .completed(240)])
        let res = scheduler.start { Observable.combineLatest(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(225, 5), .next(235, 6), .completed(240)])
    }
}
