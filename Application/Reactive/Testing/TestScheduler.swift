import Dispatch
import Foundation
import Synchronization

/// A virtual-time scheduler for tests, modelled on RxTest: time only moves when the test runs it.
///
/// Time is counted in integer ticks; by default one tick is one millisecond, so `.milliseconds(300)` is 300
/// ticks and `.seconds(1)` is 1000 ticks (sub-tick remainders round down). Actions run on the thread that calls
/// `start`/`advanceTo`, ordered by tick and then by scheduling order; actions scheduled "now" while the clock is
/// running run at the current tick, after the actions already due.
public final class TestScheduler: SchedulerType {
    /// The duration of one tick in nanoseconds.
    public let nanosecondsPerTick: Int
    let state: Mutex<TestSchedulerState>

    /// Creates a scheduler whose clock starts at `initialClock`, with one tick lasting `tickDuration`.
    public init(initialClock: Int = 0, tickDuration: DispatchTimeInterval = .milliseconds(1)) {
        nanosecondsPerTick = max(1, tickDuration.nanoseconds ?? 1_000_000)
        state = Mutex(TestSchedulerState(clock: initialClock))
    }

    /// The current virtual time in ticks.
    public var clock: Int {
        state.withLock { $0.clock }
    }

    /// The current virtual time as a date (tick zero is the reference date of 1970).
    public var now: Date {
        Date(timeIntervalSince1970: Double(clock) * Double(nanosecondsPerTick) / 1_000_000_000)
    }

    /// The number of ticks in `interval`, or `nil` for `.never`.
    public func ticks(for interval: DispatchTimeInterval) -> Int? {
        interval.nanoseconds.map { $0 / nanosecondsPerTick }
    }

    /// Runs `action` at the current tick.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        state.withLock { state in state.enqueue(at: state.clock, action) }
    }

    /// Runs `action` `delay` after the current tick; `.never` never runs it.
    public func schedule(after delay: DispatchTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable
    {
        guard let ticks = ticks(for: delay) else { return Disposables.create() }
        return state.withLock { state in state.enqueue(at: state.clock + ticks, action) }
    }

    /// Runs `action` at the absolute tick `time` (or now, if that time has passed).
    @discardableResult
    public func scheduleAt(_ time: Int, action: @escaping @Sendable () -> Void) -> any Disposable {
        state.withLock { state in state.enqueue(at: time, action) }
    }

    /// Runs every action due up to and including `time`, then sets the clock to `time`.
    public func advanceTo(_ time: Int) {
        run(upTo: time)
        state.withLock { state in state.clock = max(state.clock, time) }
    }

    /// Runs every queued action, including those scheduled meanwhile, until the queue is empty.
    public func start() {
        run(upTo: Int.max)
    }

    func run(upTo limit: Int) {
        while let item = state.withLock({ $0.dequeue(upTo: limit) }) {
            if !item.cancellation.isDisposed { item.action() }
        }
    }

    /// Creates an observable that sends `events` at their absolute ticks to whoever is subscribed then.
    public func createHotObservable<Element: Sendable>(
        _ events: [Recorded<Event<Element>>]
    ) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, kind: .hot, events: events)
    }

    /// Creates an observable that plays `events` for each subscriber, ticks relative to its subscription.
    public func createColdObservable<Element: Sendable>(
        _ events: [Recorded<Event<Element>>]
    ) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, kind: .cold, events: events)
    }

    /// Creates an observer that records events with the tick at which they arrive.
    public func createObserver<Element: Sendable>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Calls `create` at tick `created`, subscribes to its result at `subscribed`, disposes at `disposed`,
    /// runs the clock until nothing is left to do, and returns what the observer recorded.
    public func start<Element: Sendable>(
        created: Int, subscribed: Int, disposed: Int,
        _ create: @escaping @Sendable () -> Observable<Element>
    ) -> TestableObserver<Element> {
        let observer = createObserver(Element.self)
        let source = LockedState<Observable<Element>?>(nil)
        let subscription = SingleAssignmentDisposable()
        scheduleAt(created) { source.withLock { $0 = create() } }
        scheduleAt(subscribed) {
            if let observable = source.withLock({ $0 }) { subscription.setDisposable(observable.subscribe(observer)) }
        }
        scheduleAt(disposed) { subscription.dispose() }
        start()
        return observer
    }

    /// `start(created: 100, subscribed: 200, disposed: 1000, create)`, RxTest's defaults.
    public func start<Element: Sendable>(
        _ create: @escaping @Sendable () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(created: 100, subscribed: 200, disposed: 1000, create)
    }
}
