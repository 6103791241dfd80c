import Reactive
import ReactiveTesting
import XCTest

/// `debounce` (RxSwift has no debounce cases to port; these pin our contract on virtual time).
final class DebounceTests: ReactiveTestCase {

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_debounce_sendsOnlyAfterQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(240, 2), .next(300, 3), .next(400, 4), .completed(420),
        ])
        let observer = scheduler.start { xs.asObservable().debounce(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(290, 2), .next(350, 3), .next(420, 4), .completed(420)])
    }

    func test_debounce_errorDropsPendingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.failed)])
        let observer = scheduler.start { xs.asObservable().debounce(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.error(220, TestError.failed)])
    }

    func test_debounce_disposalMidwayCancelsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(380, 1)])
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 400) {
            xs.asObservable().debounce(.seconds(50), scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [])
    }
}
