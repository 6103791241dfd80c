import Reactive
import ReactiveTesting
import XCTest

final class ShareTests: ReactiveTestCase {
    func test_shareReplay1_subscribesSourceOnceAndReplaysLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let shared = xs.asObservable().share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        scheduler.scheduleAt(200) { _ = subscriptions.insert(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { _ = subscriptions.insert(shared.subscribe(second)) }
        scheduler.scheduleAt(300) { subscriptions.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(second.events, [.next(230, 2), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_shareWhileConnected_resubscribesAfterLastObserverLeft_withFreshBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let shared = xs.asObservable().share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let firstSubscription = SingleAssignmentDisposable()
        let secondSubscription = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) { firstSubscription.setDisposable(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { firstSubscription.dispose() }
        scheduler.scheduleAt(250) { secondSubscription.setDisposable(shared.subscribe(second)) }
        scheduler.scheduleAt(300) { secondSubscription.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1)])
        XCTAssertEqual(second.events, [.next(260, 2)], "no stale replay from the previous connection")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 300)])
    }

    func test_shareForever_keepsBufferAcrossReconnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let shared = xs.asObservable().share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let firstSubscription = SingleAssignmentDisposable()
        let secondSubscription = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) { firstSubscription.setDisposable(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { firstSubscription.dispose() }
        scheduler.scheduleAt(250) { secondSubscription.setDisposable(shared.subscribe(second)) }
        scheduler.scheduleAt(300) { secondSubscription.dispose() }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(250, 1), .next(260, 2)], "the old value is replayed first")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 300)])
    }

    func test_shareWhileConnected_resubscribesAfterSourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.asObservable().share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        scheduler.scheduleAt(200) { _ = subscriptions.insert(shared.subscribe(first)) }
        scheduler.scheduleAt(300) { _ = subscriptions.insert(shared.subscribe(second)) }
        scheduler.start()
        subscriptions.dispose()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func test_shareForever_afterCompletionReplaysWithoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.asObservable().share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        scheduler.scheduleAt(200) { _ = subscriptions.insert(shared.subscribe(first)) }
        scheduler.scheduleAt(300) { _ = subscriptions.insert(shared.subscribe(second)) }
        scheduler.start()
        subscriptions.dispose()
        XCTAssertEqual(second.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_shareWithoutReplay_lateObserverSeesOnlyLaterValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let shared = xs.asObservable().share()
        let late = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        scheduler.scheduleAt(200) { _ = subscriptions.insert(shared.subscribe { _ in }) }
        scheduler.scheduleAt(220) { _ = subscriptions.insert(shared.subscribe(late)) }
        scheduler.start()
        subscriptions.dispose()
        XCTAssertEqual(late.events, [.next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // The cases below are ported from RxSwift's `Observable+ShareReplayScopeTests.swift` (named test_rx_…). Each
    // runs for replay buffers of 0 to 4 values.

    /// What the observers of RxSwift's share schedule recorded: two overlapping observers from 200 and 300 (left
    /// at 350 and 400) that resubscribe with a second observer each when the shared sequence ends, and a third
    /// from 500 to 600.
    private struct ShareRun {
        let first: [Recorded<Event<Int>>]
        let second: [Recorded<Event<Int>>]
        let firstAgain: [Recorded<Event<Int>>]
        let secondAgain: [Recorded<Event<Int>>]
        let third: [Recorded<Event<Int>>]
        let subscriptions: [Subscription]
    }

    private static func shareRun(_ end: Recorded<Event<Int>>?, replay: Int, scope: SubjectLifetimeScope) -> ShareRun {
        let scheduler = TestScheduler(initialClock: 0)
        let tail: [Recorded<Event<Int>>] = end.map { [$0, .next(340, -1)] } ?? []
        let xs = scheduler.createHotObservable(
            [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6)] + tail
                + [.next(550, 7)])
        let ys = xs.asObservable().share(replay: replay, scope: scope)
        let observers = (0..<5).map { _ in scheduler.createObserver(Int.self) }
        let slots = (0..<3).map { _ in SerialDisposable() }
        for (slot, (start, again)) in [(0, (200, 2)), (1, (300, 3))] {
            _ = scheduler.scheduleAt(start) {
                slots[slot].disposable = ys.subscribe { event in
                    observers[slot].on(event)
                    if event.isStopEvent { slots[slot].disposable = ys.subscribe(observers[again]) }
                }
            }
        }
        _ = scheduler.scheduleAt(350) { slots[0].dispose() }
        _ = scheduler.scheduleAt(400) { slots[1].dispose() }
        _ = scheduler.scheduleAt(500) { slots[2].disposable = ys.subscribe(observers[4]) }
        _ = scheduler.scheduleAt(600) { slots[2].dispose() }
        scheduler.start()
        return ShareRun(
            first: observers[0].events, second: observers[1].events, firstAgain: observers[2].events,
            secondAgain: observers[3].events, third: observers[4].events, subscriptions: xs.subscriptions)
    }

    /// The `count` values before `next` (exclusive), each stamped `time`: what a replay buffer of `count` holds.
    private static func replayed(_ count: Int, before next: Int, at time: Int) -> [Recorded<Event<Int>>] {
        (0..<count).map { .next(time, next - count + $0) }
    }

    private static let firstObserverValues: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    ]

    func test_rx_defaultArguments_shareWithoutReplayWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6), .next(550, 7),
        ])
        let ys = xs.asObservable().share()
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        let slots = (0..<3).map { _ in SingleAssignmentDisposable() }
        for (index, (start, end)) in [(200, 350), (300, 400), (500, 600)].enumerated() {
            _ = scheduler.scheduleAt(start) { slots[index].setDisposable(ys.subscribe(observers[index])) }
            _ = scheduler.scheduleAt(end) { slots[index].dispose() }
        }
        scheduler.start()
        XCTAssertEqual(observers[0].events, Self.firstObserverValues)
        XCTAssertEqual(observers[1].events, [.next(320, 6)])
        XCTAssertEqual(observers[2].events, [.next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func test_rx_forever_keepsTheBufferAcrossReconnections() {
        for size in 0..<5 {
            let run = Self.shareRun(nil, replay: size, scope: .forever)
            XCTAssertEqual(run.first, Self.firstObserverValues)
            XCTAssertEqual(run.second, Self.replayed(size, before: 6, at: 300) + [.next(320, 6)])
            XCTAssertEqual(run.third, Self.replayed(size, before: 7, at: 500) + [.next(550, 7)])
            XCTAssertEqual(run.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    func test_rx_whileConnected_dropsTheBufferWhenDisconnected() {
        for size in 0..<5 {
            let run = Self.shareRun(nil, replay: size, scope: .whileConnected)
            XCTAssertEqual(run.first, Self.firstObserverValues)
            XCTAssertEqual(run.second, Self.replayed(size, before: 6, at: 300) + [.next(320, 6)])
            XCTAssertEqual(run.third, [.next(550, 7)])
            XCTAssertEqual(run.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    func test_rx_forever_error_isReplayedToEveryLaterObserver() {
        for size in 0..<5 {
            let run = Self.shareRun(.error(330, TestError.failed), replay: size, scope: .forever)
            XCTAssertEqual(run.first, Self.firstObserverValues + [.error(330, TestError.failed)])
            XCTAssertEqual(run.firstAgain, Self.replayed(size, before: 7, at: 330) + [.error(330, TestError.failed)])
            XCTAssertEqual(run.secondAgain, Self.replayed(size, before: 7, at: 330) + [.error(330, TestError.failed)])
            XCTAssertEqual(
                run.second,
                Self.replayed(size, before: 6, at: 300) + [.next(320, 6), .error(330, TestError.failed)])
            XCTAssertEqual(run.third, Self.replayed(size, before: 7, at: 500) + [.error(500, TestError.failed)])
            XCTAssertEqual(run.subscriptions, [Subscription(200, 330)])
        }
    }

    func test_rx_whileConnected_error_reconnectsForTheNextObserver() {
        for size in 0..<5 {
            let run = Self.shareRun(.error(330, TestError.failed), replay: size, scope: .whileConnected)
            XCTAssertEqual(run.first, Self.firstObserverValues + [.error(330, TestError.failed)])
            XCTAssertEqual(run.firstAgain, [.next(340, -1)])
            XCTAssertEqual(run.secondAgain, [.next(340, -1)])
            XCTAssertEqual(
                run.second,
                Self.replayed(size, before: 6, at: 300) + [.next(320, 6), .error(330, TestError.failed)])
            XCTAssertEqual(run.third, [.next(550, 7)])
            XCTAssertEqual(
                run.subscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)])
        }
    }

    func test_rx_forever_completion_isReplayedToEveryLaterObserver() {
        for size in 0..<5 {
            let run = Self.shareRun(.completed(330), replay: size, scope: .forever)
            XCTAssertEqual(run.first, Self.firstObserverValues + [.completed(330)])
            XCTAssertEqual(run.firstAgain, Self.replayed(size, before: 7, at: 330) + [.completed(330)])
            XCTAssertEqual(run.secondAgain, Self.replayed(size, before: 7, at: 330) + [.completed(330)])
            XCTAssertEqual(run.second, Self.replayed(size, before: 6, at: 300) + [.next(320, 6), .completed(330)])
            XCTAssertEqual(run.third, Self.replayed(size, before: 7, at: 500) + [.completed(500)])
            XCTAssertEqual(run.subscriptions, [Subscription(200, 330)])
        }
    }

    func test_rx_whileConnected_completion_reconnectsForTheNextObserver() {
        for size in 0..<5 {
            let run = Self.shareRun(.completed(330), replay: size, scope: .whileConnected)
            XCTAssertEqual(run.first, Self.firstObserverValues + [.completed(330)])
            XCTAssertEqual(run.firstAgain, [.next(340, -1)])
            XCTAssertEqual(run.secondAgain, [.next(340, -1)])
            XCTAssertEqual(run.second, Self.replayed(size, before: 6, at: 300) + [.next(320, 6), .completed(330)])
            XCTAssertEqual(run.third, [.next(550, 7)])
            XCTAssertEqual(
                run.subscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)])
        }
    }

    func test_rx_releasesResources_onCompletion() {
        for size in 0..<5 {
            _ = Observable.just(1).share(replay: size, scope: .forever).subscribe { _ in }
            _ = Observable.just(1).share(replay: size, scope: .whileConnected).subscribe { _ in }
        }
    }

    func test_rx_releasesResources_onError() {
        for size in 0..<5 {
            _ = Observable<Int>.error(TestError.failed).share(replay: size, scope: .forever).subscribe { _ in }
            _ = Observable<Int>.error(TestError.failed).share(replay: size, scope: .whileConnected).subscribe { _ in }
        }
    }

    // MARK: Memory

    /// A completed while-connected share lets go of its source subscription, so once its observers let go of
    /// theirs nothing of it stays in memory, even when the source keeps its observer until disposed, as most
    /// sources do (a `Driver` of each page of results must not keep that page).
    func test_whileConnected_completion_releasesTheReplayedElement() {
        weak var released: Tracked?
        let subscription: any Disposable
        do {
            let element = Tracked()
            released = element
            let source = Observable<Tracked>.create { observer in
                observer.onNext(element)
                observer.onCompleted()
                return Disposables.create { observer.onCompleted() }
            }
            subscription = source.share(replay: 1, scope: .whileConnected).subscribe { _ in }
        }
        subscription.dispose()
        XCTAssertNil(released, "the completed share still holds the element it replayed")
    }

    /// The same when the source completes after the subscription, as a subject does.
    func test_whileConnected_laterCompletion_releasesTheReplayedElement() {
        weak var released: Tracked?
        let subject = PublishSubject<Tracked>()
        let subscription = subject.asObservable().share(replay: 1).subscribe { _ in }
        do {
            let element = Tracked()
            released = element
            subject.onNext(element)
        }
        subject.onCompleted()
        subscription.dispose()
        XCTAssertNil(released, "the completed share still holds the element it replayed")
    }
}

/// An object whose lifetime a test watches through a weak reference.
private final class Tracked: Sendable {}
