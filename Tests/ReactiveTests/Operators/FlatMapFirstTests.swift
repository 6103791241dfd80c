import Reactive
import ReactiveTesting
import XCTest

/// `flatMapFirst`, with the timelines of RxSwift's own flatMapFirst tests.
final class FlatMapFirstTests: ReactiveTestCase {
    /// RxSwift's outer timeline: inner sequences at 5 and 105 (before the subscription), a long one at 300,
    /// others at 400, 550 and 750 while it runs, and one at 850 after it ended.
    private func outer(
        _ scheduler: TestScheduler, longEnd: Recorded<Event<Int>> = .completed(460),
        outerEnd: Recorded<Event<TestableObservable<Int>>>? = .completed(900)
    ) -> TestableObservable<TestableObservable<Int>> {
        var events: [Recorded<Event<TestableObservable<Int>>>] = [
            .next(5, scheduler.createColdObservable([.error(1, TestError.failed)])),
            .next(105, scheduler.createColdObservable([.error(1, TestError.failed)])),
            .next(
                300,
                scheduler.createColdObservable([
                    .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), longEnd,
                ])),
            .next(400, scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(205)])),
            .next(
                550,
                scheduler.createColdObservable([
                    .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305), .completed(410),
                ])),
            .next(750, scheduler.createColdObservable([.completed(40)])),
            .next(850, scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)])),
        ]
        if let outerEnd { events.append(outerEnd) }
        return scheduler.createHotObservable(events)
    }

    private func innerSubscriptions(_ xs: TestableObservable<TestableObservable<Int>>) -> [[Subscription]] {
        xs.recordedEvents.compactMap { $0.value.element?.subscriptions }
    }

    func test_complete_ignoresSequencesArrivingWhileOneRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = outer(scheduler)
        let res = scheduler.start { xs.asObservable().flatMapFirst { $0 } }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
                .next(930, 401), .next(940, 402), .completed(950),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(
            innerSubscriptions(xs), [[], [], [Subscription(300, 760)], [], [], [], [Subscription(850, 950)]])
    }

    func test_outerNotComplete_neverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = outer(scheduler, outerEnd: nil)
        let res = scheduler.start { xs.asObservable().flatMapFirst { $0 } }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
                .next(930, 401), .next(940, 402),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(
            innerSubscriptions(xs), [[], [], [Subscription(300, 760)], [], [], [], [Subscription(850, 950)]])
    }

    func test_errorOuter_endsTheRunningInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = outer(scheduler, outerEnd: .error(900, TestError.failed))
        let res = scheduler.start { xs.asObservable().flatMapFirst { $0 } }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
                .error(900, TestError.failed),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(
            innerSubscriptions(xs), [[], [], [Subscription(300, 760)], [], [], [], [Subscription(850, 900)]])
    }

    func test_errorInner_failsAndEndsTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = outer(scheduler, longEnd: .error(460, TestError.failed))
        let res = scheduler.start { xs.asObservable().flatMapFirst { $0 } }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
                .error(760, TestError.failed),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 760)])
        XCTAssertEqual(innerSubscriptions(xs), [[], [], [Subscription(300, 760)], [], [], [], []])
    }

    func test_dispose_endsTheOuterAndTheRunningInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = outer(scheduler)
        let res = scheduler.start(disposed: 700) { xs.asObservable().flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [.next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 700)])
        XCTAssertEqual(innerSubscriptions(xs), [[], [], [Subscription(300, 700)], [], [], [], []])
    }

    func test_selectorIsNotCalledForIgnoredValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let calls = EventLog()
        let res = scheduler.start {
            xs.asObservable().flatMapFirst { value -> Observable<Int> in
                calls.append("\(value)")
                return scheduler.createColdObservable([.next(10, value * 10), .completed(30)]).asObservable()
            }
        }
        XCTAssertEqual(calls.all, ["1", "3"])
        XCTAssertEqual(res.events, [.next(220, 10), .next(270, 30), .completed(300)])
    }

    func test_driverFlatMapFirst_dropsTriggersWhileAPageLoads() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, ()), .next(215, ()), .next(300, ())])
        let page = scheduler.createColdObservable([.next(20, "page"), .completed(20)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                taps.asObservable().asDriverOnErrorJustComplete()
                    .flatMapFirst { _ in page.asObservable().asDriver(onErrorJustReturn: "") }
            }
        }
        XCTAssertEqual(res.events, [.next(232, "page"), .next(322, "page")])
        XCTAssertEqual(page.subscriptions, [Subscription(211, 231), Subscription(301, 321)])
    }

    func test_signalFlatMapFirst_dropsTriggersWhileOneRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = PublishRelay<Int>()
        let inner = scheduler.createColdObservable([.next(10, "done"), .completed(10)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.scheduleAt(210) { taps.accept(1) }
            scheduler.scheduleAt(212) { taps.accept(2) }
            scheduler.scheduleAt(250) { taps.accept(3) }
            return scheduler.start {
                taps.asSignal().flatMapFirst { value in
                    inner.asObservable().map { "\($0) \(value)" }.asSignal(onErrorJustReturn: "")
                }
            }
        }
        XCTAssertEqual(res.events, [.next(222, "done 1"), .next(262, "done 3")])
    }
}
