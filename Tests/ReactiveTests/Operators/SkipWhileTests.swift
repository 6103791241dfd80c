import Reactive
import ReactiveTesting
import XCTest

/// `skip(while:)`, with RxSwift's skip(while:) shapes: values are dropped until the predicate first fails,
/// and the predicate is not asked again afterwards.
final class SkipWhileTests: ReactiveTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(90, 1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), end, .next(350, 7),
            .next(390, 4), .next(410, 1), .completed(600),
        ])
    }

    func test_completeAfter_sendsEverythingFromTheFirstFailingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .next(330, 20))
        let invocations = EventLog()
        let res = scheduler.start {
            xs.asObservable().skip(while: { value in
                invocations.append("\(value)")
                return value < 10
            })
        }
        XCTAssertEqual(
            res.events,
            [
                .next(290, 13), .next(320, 3), .next(330, 20), .next(350, 7), .next(390, 4), .next(410, 1),
                .completed(600),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invocations.all, ["2", "5", "13"])
    }

    func test_completeBefore_sendsOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(330))
        let res = scheduler.start { xs.asObservable().skip(while: { $0 < 100 }) }
        XCTAssertEqual(res.events, [.completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    func test_errorWhileSkipping_isForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(330, TestError.failed))
        let res = scheduler.start { xs.asObservable().skip(while: { $0 < 100 }) }
        XCTAssertEqual(res.events, [.error(330, TestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    func test_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .next(330, 20))
        let res = scheduler.start(disposed: 300) { xs.asObservable().skip(while: { $0 < 10 }) }
        XCTAssertEqual(res.events, [.next(290, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_zero_sendsEveryValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .next(330, 20))
        let res = scheduler.start { xs.asObservable().skip(while: { _ in false }) }
        XCTAssertEqual(res.events.first, .next(210, 2))
        XCTAssertEqual(res.events.count, 9)
    }
}
