import Reactive
import ReactiveTesting
import XCTest

final class ObservableCreationTests: ReactiveTestCase {
    func test_just_sendsValueThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.just(7) }
        XCTAssertEqual(observer.events, [.next(200, 7), .completed(200)])
    }

    func test_of_and_from_sendInOrder() {
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable.of(1, 2, 3) }.events,
            [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable.from([4, 5]) }.events,
            [.next(200, 4), .next(200, 5), .completed(200)])
    }

    func test_empty_never_error() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never() }.events, [])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable<Int>.error(TestError.failed) }.events,
            [.error(200, TestError.failed)])
    }

    func test_deferred_callsFactoryPerSubscription() {
        let log = EventLog()
        let source = Observable<Int>.deferred {
            log.append("factory")
            return .just(1)
        }
        XCTAssertEqual(log.all, [])
        _ = source.subscribe { _ in }
        _ = source.subscribe { _ in }
        XCTAssertEqual(log.all, ["factory", "factory"])
    }

    func test_deferred_failsWhenFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.deferred { throw TestError.failed } }
        XCTAssertEqual(observer.events, [.error(200, TestError.failed)])
    }
}
