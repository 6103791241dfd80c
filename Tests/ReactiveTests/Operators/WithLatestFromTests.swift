import Reactive
import ReactiveTesting
import XCTest

/// `withLatestFrom`, on the timelines of RxSwift's `Observable+WithLatestFromTests.swift` (a throwing result
/// selector does not apply).
final class WithLatestFromTests: ReactiveTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func numbers(upTo last: Int, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        let times = [90, 180, 250, 260, 310, 340, 410, 420, 470, 550]
        return scheduler.createHotObservable(times.prefix(last).enumerated().map { .next($1, $0 + 1) } + [end])
    }

    private func words(_ events: [Recorded<Event<String>>]) -> TestableObservable<String> {
        scheduler.createHotObservable(events)
    }

    private func joined(_ xs: TestableObservable<Int>, _ ys: TestableObservable<String>) -> [Recorded<Event<String>>] {
        scheduler.start { xs.asObservable().withLatestFrom(ys) { "\($0)\($1)" } }.events
    }

    func test_sourceOutlivingTheOther_keepsItsLastValue() {
        let xs = numbers(upTo: 10, end: .completed(590))
        let ys = words([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])
        XCTAssertEqual(
            joined(xs, ys),
            [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"), .next(420, "8qux"),
                .next(470, "9qux"), .next(550, "10qux"), .completed(590),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func test_twoSubjectsWithCurrentValues_combineAtSubscription() {
        let xs = BehaviorSubject(value: 3)
        let ys = BehaviorSubject(value: 5)
        let res = scheduler.start { xs.asObservable().withLatestFrom(ys) { "\($0)\($1)" }.take(1) }
        XCTAssertEqual(res.events, [.next(200, "35"), .completed(200)])
    }

    func test_sourceCompletingFirst_disposesTheOther() {
        let xs = numbers(upTo: 6, end: .completed(390))
        let ys = words([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .next(370, "baz"), .completed(400)])
        XCTAssertEqual(joined(xs, ys), [.next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 390)])
    }

    func test_otherValueBeforeTheSource_isUsed() {
        let xs = numbers(upTo: 6, end: .completed(390))
        let ys = words([.next(245, "bar"), .next(330, "foo"), .next(350, "qux"), .next(370, "baz"), .completed(400)])
        XCTAssertEqual(
            joined(xs, ys),
            [.next(250, "3bar"), .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 390)])
    }

    func test_sourceError_passesThrough() {
        let xs = numbers(upTo: 10, end: .error(590, TestError.failed))
        let ys = words([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])
        XCTAssertEqual(
            joined(xs, ys),
            [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"), .next(420, "8qux"),
                .next(470, "9qux"), .next(550, "10qux"), .error(590, TestError.failed),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func test_otherError_failsTheResult() {
        let xs = numbers(upTo: 6, end: .completed(390))
        let ys = words([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .error(370, TestError.failed)])
        XCTAssertEqual(
            joined(xs, ys),
            [.next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .error(370, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 370)])
    }

    func test_withoutASelector_sendsTheOthersValue() {
        let xs = numbers(upTo: 10, end: .completed(590))
        let ys = words([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])
        let res = scheduler.start { xs.asObservable().withLatestFrom(ys) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .next(410, "qux"), .next(420, "qux"),
                .next(470, "qux"), .next(550, "qux"), .completed(590),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func test_releasesResources_whenTheSourceCompletesLater() {
        _ = Observable.just(1).delay(.seconds(20), scheduler: scheduler).withLatestFrom(Observable.just(1))
            .subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_whenTheOtherCompletesLater() {
        _ = Observable.just(1).withLatestFrom(Observable.just(1).delay(.seconds(20), scheduler: scheduler))
            .subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_whenTheSourceTimesOut() {
        _ = Observable<Int>.never().timeout(.seconds(20), scheduler: scheduler).withLatestFrom(Observable.just(1))
            .subscribe { _ in }
        scheduler.start()
    }

    func test_releasesResources_whenTheOtherTimesOut() {
        _ = Observable.just(1).withLatestFrom(Observable<Int>.never().timeout(.seconds(20), scheduler: scheduler))
            .subscribe { _ in }
        scheduler.start()
    }

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_withLatestFrom_dropsSourceEventsUntilOtherHasProduced() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let observer = scheduler.start { xs.asObservable().withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(observer.events, [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        let other = TestScheduler(initialClock: 0)
        let sources = other.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let latest = other.createHotObservable([.next(220, "z")])
        XCTAssertEqual(
            other.start { sources.asObservable().withLatestFrom(latest) }.events, [.next(230, "z"), .completed(300)])
    }

    func test_withLatestFrom_propagatesErrorOfOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.error(220, TestError.failed)] as [Recorded<Event<Int>>])
        let observer = scheduler.start { xs.asObservable().withLatestFrom(ys) }
        XCTAssertEqual(observer.events, [.error(220, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
