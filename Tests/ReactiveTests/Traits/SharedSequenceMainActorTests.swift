import Dispatch
import Reactive
import ReactiveTesting
import Synchronization
import XCTest

/// `drive(onMainActor:)`, `emit(onMainActor:)` and `do(onMainActor:)` hand each value to a main-actor closure where
/// the sequence delivers (the test scheduler runs on the main thread here, as the main scheduler does in the
/// program), at the same ticks as their `onNext` forms, with the same sharing.
final class SharedSequenceMainActorTests: ReactiveTestCase {
    /// What a main-actor closure was handed, with the tick it arrived at.
    private final class Recorder: Sendable {
        private let recorded = Mutex<[Recorded<Int>]>([])
        let scheduler: TestScheduler

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        var values: [Recorded<Int>] { recorded.withLock { $0 } }

        @MainActor
        func record(_ value: Int) {
            let time = scheduler.clock
            recorded.withLock { $0.append(Recorded(time: time, value: value)) }
        }
    }

    /// Lets the main queue run whatever earlier tests left on it, so the main scheduler delivers at once again.
    override func setUp() {
        let drained = expectation(description: "the main queue ran what was queued before")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
        super.setUp()
    }

    func test_driveOnMainActor_deliversAtTheTicksOfDriveOnNext_andReplaysToALateObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let early = Recorder(scheduler: scheduler)
        let late = Recorder(scheduler: scheduler)
        let reference = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asObservable().asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                _ = subscriptions.insert(driver.drive(onMainActor: { early.record($0) }))
                _ = subscriptions.insert(driver.drive(reference))
            }
            scheduler.scheduleAt(220) { _ = subscriptions.insert(driver.drive(onMainActor: { late.record($0) })) }
            scheduler.scheduleAt(300) { subscriptions.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(early.values.map(\.time), reference.events.map(\.time))
        XCTAssertEqual(early.values.map(\.value), [1, 2])
        XCTAssertEqual(late.values.map(\.value), [1, 2], "a Driver replays its latest value")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_emitOnMainActor_deliversOnlyLaterEventsToALateObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let early = Recorder(scheduler: scheduler)
        let late = Recorder(scheduler: scheduler)
        let subscriptions = CompositeDisposable()
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asObservable().asSignal(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { _ = subscriptions.insert(signal.emit(onMainActor: { early.record($0) })) }
            scheduler.scheduleAt(220) { _ = subscriptions.insert(signal.emit(onMainActor: { late.record($0) })) }
            scheduler.scheduleAt(300) { subscriptions.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(early.values, [Recorded(time: 211, value: 1), Recorded(time: 231, value: 2)])
        XCTAssertEqual(late.values, [Recorded(time: 231, value: 2)], "a Signal replays nothing")
    }

    func test_doOnMainActor_runsOncePerValue_howeverManyObservers_andPassesValuesOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let sideEffects = Recorder(scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asObservable().asSignal(onErrorJustReturn: 0).do(onMainActor: { sideEffects.record($0) })
            scheduler.scheduleAt(200) {
                _ = subscriptions.insert(signal.emit(to: first))
                _ = subscriptions.insert(signal.emit(to: second))
            }
            scheduler.scheduleAt(300) { subscriptions.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(sideEffects.values, [Recorded(time: 211, value: 1), Recorded(time: 231, value: 2)])
        XCTAssertEqual(first.events, [.next(211, 1), .next(231, 2)])
        XCTAssertEqual(second.events, first.events)
    }

    func test_driveOnMainActor_onTheMainQueue_deliversAtOnce() {
        let relay = BehaviorRelay(value: 1)
        let delivered = Recorder(scheduler: TestScheduler(initialClock: 0))
        let subscription = relay.asDriver().drive(onMainActor: { delivered.record($0) })
        relay.accept(2)
        XCTAssertEqual(delivered.values.map(\.value), [1, 2])
        subscription.dispose()
    }
}
