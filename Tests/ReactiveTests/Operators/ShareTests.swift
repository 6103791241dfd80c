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
}
