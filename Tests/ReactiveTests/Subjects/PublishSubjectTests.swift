import Reactive
import ReactiveTesting
import XCTest

final class PublishSubjectTests: ReactiveTestCase {
    func test_publishSubject_sendsOnlyLaterEventsToEachObserver() {
        let subject = PublishSubject<Int>()
        let first = EventLog()
        let second = EventLog()
        let firstSubscription = subject.asObservable().subscribe { first.append("\($0)") }
        subject.onNext(1)
        let secondSubscription = subject.asObservable().subscribe { second.append("\($0)") }
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(first.all, ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(second.all, ["next(2)", "completed"])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    func test_publishSubject_lateSubscriberGetsOnlyTerminalEvent() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onError(TestError.failed)
        let log = EventLog()
        _ = subject.asObservable().subscribe { log.append("\($0)") }
        XCTAssertEqual(log.all, ["error(ReactiveTests.TestError.failed)"])
    }

    func test_publishSubject_disposedObserverStopsReceiving() {
        let subject = PublishSubject<Int>()
        let log = EventLog()
        let subscription = subject.asObservable().subscribe { log.append("\($0)") }
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(log.all, ["next(1)"])
        XCTAssertFalse(subject.hasObservers)
    }

    func test_publishSubject_reentrantSendIsDeliveredAfterCurrentEventReachedEveryObserver() {
        let subject = PublishSubject<Int>()
        let log = EventLog()
        let first = subject.asObservable().subscribe(onNext: { value in
            log.append("first \(value)")
            if value == 1 { subject.onNext(2) }
        })
        let second = subject.asObservable().subscribe(onNext: { value in log.append("second \(value)") })
        subject.onNext(1)
        XCTAssertEqual(log.all, ["first 1", "second 1", "first 2", "second 2"])
        first.dispose()
        second.dispose()
    }

    func test_publishSubject_reentrantSubscribeJoinsAfterCurrentEvent() {
        let subject = PublishSubject<Int>()
        let log = EventLog()
        let bag = DisposeBag()
        subject.asObservable().subscribe(onNext: { value in
            log.append("outer \(value)")
            if value == 1 {
                subject.asObservable().subscribe(onNext: { log.append("inner \($0)") }).disposed(by: bag)
            }
        }).disposed(by: bag)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log.all, ["outer 1", "outer 2", "inner 2"])
        bag.dispose()
    }

    func test_publishRelay_acceptsValues() {
        let relay = PublishRelay<String>()
        let log = EventLog()
        let subscription = relay.asObservable().subscribe(onNext: { log.append($0) })
        relay.accept("a")
        relay.accept("b")
        XCTAssertEqual(log.all, ["a", "b"])
        subscription.dispose()
    }

    // The cases below are ported from RxSwift's `PublishSubjectTest.swift` (named test_rx_…).
    func test_rx_hasObservers_withNone() {
        let subject = PublishSubject<Int>()
        XCTAssertEqual(
            SubjectScenarios.observerPresence(
                of: subject, hasObservers: { subject.hasObservers }, subscriptions: [], samples: [250]),
            [false])
    }

    func test_rx_hasObservers_withOne() {
        let subject = PublishSubject<Int>()
        XCTAssertEqual(
            SubjectScenarios.observerPresence(
                of: subject, hasObservers: { subject.hasObservers }, subscriptions: [(300, 400)],
                samples: [250, 350, 450]),
            [false, true, false])
    }

    func test_rx_hasObservers_withMany() {
        let subject = PublishSubject<Int>()
        XCTAssertEqual(
            SubjectScenarios.observerPresence(
                of: subject, hasObservers: { subject.hasObservers },
                subscriptions: [(300, 400), (301, 410), (302, 420)], samples: [250, 350, 405, 415, 450]),
            [false, true, true, true, false])
    }

    /// A publish subject forwards elements and keeps none of them (a `PublishSubject` of pages must not hold the
    /// last page for as long as the subject lives).
    func test_keepsNoElement_afterDeliveringIt() {
        final class Tracked: Sendable {}
        weak var released: Tracked?
        let subject = PublishSubject<Tracked>()
        let subscription = subject.asObservable().subscribe { _ in }
        do {
            let element = Tracked()
            released = element
            subject.onNext(element)
        }
        XCTAssertNil(released)
        subscription.dispose()
    }
}
