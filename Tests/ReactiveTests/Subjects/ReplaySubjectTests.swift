import Reactive
import ReactiveTesting
import XCTest

final class ReplaySubjectTests: ReactiveTestCase {
    func test_replaySubject_replaysLastValuesUpToBufferSize() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let log = EventLog()
        let subscription = subject.asObservable().subscribe { log.append("\($0)") }
        subject.onNext(4)
        XCTAssertEqual(log.all, ["next(2)", "next(3)", "next(4)"])
        subscription.dispose()
    }

    func test_replaySubject_replaysBufferThenTerminalAfterCompletion() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        let log = EventLog()
        _ = subject.asObservable().subscribe { log.append("\($0)") }
        XCTAssertEqual(log.all, ["next(2)", "completed"])
    }

    // The cases below are ported from RxSwift's `ReplaySubjectTest.swift` (named test_rx_…).
    func test_rx_hasObservers_withNone() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        XCTAssertEqual(
            SubjectScenarios.observerPresence(
                of: subject, hasObservers: { subject.hasObservers }, subscriptions: [], samples: [250]),
            [false])
    }

    func test_rx_hasObservers_withOne() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        XCTAssertEqual(
            SubjectScenarios.observerPresence(
                of: subject, hasObservers: { subject.hasObservers }, subscriptions: [(300, 400)],
                samples: [250, 350, 450]),
            [false, true, false])
    }

    func test_rx_hasObservers_withMany() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        XCTAssertEqual(
            SubjectScenarios.observerPresence(
                of: subject, hasObservers: { subject.hasObservers },
                subscriptions: [(300, 400), (301, 410), (302, 420)], samples: [250, 350, 405, 415, 450]),
            [false, true, true, true, false])
    }

    func test_rx_noEvents_replaysNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let result = scheduler.createObserver(Int.self)
        let subscription = subject.asObservable().subscribe(result)
        XCTAssertEqual(result.events, [])
        subscription.dispose()
    }

    /// Sends `values` into a three-slot replay subject at 150, 200, 250, ..., optionally ends it at `endAt`, and
    /// subscribes one observer at `subscribeAt` (disposed at 550). Returns what it recorded.
    private func replayed(
        _ values: [Int], subscribeAt: Int, end: (time: Int, event: Event<Int>)? = nil
    ) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let result = scheduler.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        for (offset, value) in values.enumerated() {
            _ = scheduler.scheduleAt(150 + 50 * offset) { subject.onNext(value) }
        }
        if let end { _ = scheduler.scheduleAt(end.time) { subject.on(end.event) } }
        _ = scheduler.scheduleAt(subscribeAt) { subscription.setDisposable(subject.asObservable().subscribe(result)) }
        _ = scheduler.scheduleAt(550) { subscription.dispose() }
        scheduler.start()
        return result.events
    }

    func test_rx_fewerEventsThanTheBuffer_replaysThemAll() {
        XCTAssertEqual(replayed([1, 2], subscribeAt: 300), [.next(300, 1), .next(300, 2)])
    }

    func test_rx_moreEventsThanTheBuffer_replaysTheLastThree() {
        XCTAssertEqual(replayed([1, 2, 3, 4, 5], subscribeAt: 400), [.next(400, 3), .next(400, 4), .next(400, 5)])
    }

    func test_rx_moreEventsThanTheBuffer_withAnObserverFromTheStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        _ = scheduler.scheduleAt(150) { _ = subscriptions.insert(subject.asObservable().subscribe(early)) }
        for (offset, value) in [1, 2, 3, 4, 5].enumerated() {
            _ = scheduler.scheduleAt(200 + 50 * offset) { subject.onNext(value) }
        }
        _ = scheduler.scheduleAt(450) { _ = subscriptions.insert(subject.asObservable().subscribe(late)) }
        _ = scheduler.scheduleAt(550) { subscriptions.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(200, 1), .next(250, 2), .next(300, 3), .next(350, 4), .next(400, 5)])
        XCTAssertEqual(late.events, [.next(450, 3), .next(450, 4), .next(450, 5)])
    }

    func test_rx_subscribingBeforeCompletion() {
        XCTAssertEqual(
            replayed([1, 2, 3, 4, 5], subscribeAt: 400, end: (450, .completed)),
            [.next(400, 3), .next(400, 4), .next(400, 5), .completed(450)])
    }

    func test_rx_subscribingAfterCompletion_replaysThenCompletes() {
        XCTAssertEqual(
            replayed([1, 2, 3, 4, 5], subscribeAt: 450, end: (400, .completed)),
            [.next(450, 3), .next(450, 4), .next(450, 5), .completed(450)])
    }

    func test_rx_subscribingBeforeAnError() {
        XCTAssertEqual(
            replayed([1, 2, 3, 4, 5], subscribeAt: 400, end: (450, .error(TestError.failed))),
            [.next(400, 3), .next(400, 4), .next(400, 5), .error(450, TestError.failed)])
    }

    func test_rx_subscribingAfterAnError_replaysThenFails() {
        XCTAssertEqual(
            replayed([1, 2, 3, 4, 5], subscribeAt: 450, end: (400, .error(TestError.failed))),
            [.next(450, 3), .next(450, 4), .next(450, 5), .error(450, TestError.failed)])
    }
}
