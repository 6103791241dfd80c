import Reactive
import ReactiveTesting
import XCTest

/// `startWith` (RxSwift has no startWith cases to port; these pin our contract on virtual time).
final class StartWithTests: ReactiveTestCase {

    // Cases beyond RxSwift's suite, kept from the earlier per-category tests.

    func test_startWith_sendsPrefixOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(300)])
        let observer = scheduler.start { xs.asObservable().startWith(1, 2) }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
    }
}
