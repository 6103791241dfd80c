import Reactive
import ReactiveTesting
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

    // The cases below are ported from RxSwift's `BehaviorSubjectTest.swift` (named test_rx_…).
    private static func source(_ scheduler: TestScheduler, tail: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        scheduler.createHotObservable(
            [.next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6), .next(520, 7)]
                + tail)
    }

    func test_rx_infinite_eachObserverStartsWithTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(
            scheduler, tail: [.next(630, 8), .next(710, 9), .next(870, 10), .next(940, 11), .next(1020, 12)])
        let results = SubjectScenarios.threeObservers(BehaviorSubject(value: 100), source: xs, scheduler: scheduler)
        XCTAssertEqual(results[0], [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(results[1], [.next(400, 5), .next(410, 6), .next(520, 7), .next(630, 8)])
        XCTAssertEqual(results[2], [.next(900, 10), .next(940, 11)])
    }

    func test_rx_finite_aLateObserverGetsOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(
            scheduler, tail: [.completed(630), .next(640, 9), .completed(650), .error(660, TestError.failed)])
        let results = SubjectScenarios.threeObservers(BehaviorSubject(value: 100), source: xs, scheduler: scheduler)
        XCTAssertEqual(results[0], [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(results[1], [.next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(results[2], [.completed(900)])
    }

    func test_rx_error_aLateObserverGetsOnlyTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(
            scheduler,
            tail: [.error(630, TestError.failed), .next(640, 9), .completed(650), .error(660, TestError.failed)])
        let results = SubjectScenarios.threeObservers(BehaviorSubject(value: 100), source: xs, scheduler: scheduler)
        XCTAssertEqual(results[0], [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(results[1], [.next(400, 5), .next(410, 6), .next(520, 7), .error(630, TestError.failed)])
        XCTAssertEqual(results[2], [.error(900, TestError.failed)])
    }

    func test_rx_canceled_observersSeeTheInitialValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .completed(630), .next(640, 9), .completed(650), .error(660, TestError.failed),
        ])
        let results = SubjectScenarios.threeObservers(BehaviorSubject(value: 100), source: xs, scheduler: scheduler)
        XCTAssertEqual(results[0], [.next(300, 100)])
        XCTAssertEqual(results[1], [.next(400, 100), .completed(630)])
        XCTAssertEqual(results[2], [.completed(900)])
    }

    func test_rx_hasObservers_withNone() {
        let subject = BehaviorSubject(value: 100)
        XCTAssertEqual(
            SubjectScenarios.observerPresence(
                of: subject, hasObservers: { subject.hasObservers }, subscriptions: [], samples: [250]),
            [false])
    }

    func test_rx_hasObservers_withOne() {
        let subject = BehaviorSubject(value: 100)
        XCTAssertEqual(
            SubjectScenarios.observerPresence(
                of: subject, hasObservers: { subject.hasObservers }, subscriptions: [(300, 400)],
                samples: [250, 350, 450]),
            [false, true, false])
    }

    func test_rx_hasObservers_withMany() {
        let subject = BehaviorSubject(value: 100)
        XCTAssertEqual(
            SubjectScenarios.observerPresence(
                of: subject, hasObservers: { subject.hasObservers },
                subscriptions: [(300, 400), (301, 410), (302, 420)], samples: [250, 350, 405, 415, 450]),
            [false, true, true, true, false])
    }
}
