import Reactive
import XCTest

final class BehaviorSubjectTests: ReactiveTestCase {
    func test_behaviorSubject_sendsCurrentValueToNewObserver() throws {
        let subject = BehaviorSubject(value: 1)
        let log = EventLog()
        let subscription = subject.asObservable().subscribe { log.append("\($0)") }
        subject.onNext(2)
        XCTAssertEqual(log.all, ["next(1)", "next(2)"])
        XCTAssertEqual(try subject.value(), 2)
        subscription.dispose()
    }

    func test_behaviorSubject_valueThrowsAfterError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError.failed)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, .failed) }
    }

    func test_behaviorSubject_lateSubscriberAfterCompletionGetsOnlyCompletion() {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        let log = EventLog()
        _ = subject.asObservable().subscribe { log.append("\($0)") }
        XCTAssertEqual(log.all, ["completed"])
    }

    func test_behaviorRelay_holdsValueAndReplaysIt() {
        let relay = BehaviorRelay(value: "a")
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
        let log = EventLog()
        let subscription = relay.asObservable().subscribe(onNext: { log.append($0) })
        relay.accept("c")
        XCTAssertEqual(log.all, ["b", "c"])
        subscription.dispose()
    }
}
