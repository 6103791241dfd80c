import Dispatch
import Foundation
import Reactive
import Synchronization

/// A virtual-time scheduler for tests, with RxTest's vocabulary and timing: time only moves when the test runs it.
///
/// Time is counted in integer ticks. One tick lasts `resolution` seconds (RxTest's default: one second, so
/// `.seconds(200)` is 200 ticks; pass `resolution: 0.001` for one tick per millisecond); intervals round to the
/// nearest tick. Actions run on the thread that calls `start()` or `advanceTo(_:)`, ordered by tick and then by
/// scheduling order.
///
/// As in RxTest, work scheduled "now" (`schedule(_:)`, or a delay that rounds to zero ticks) runs one tick
/// later, which simulates the time processing takes: `subscribe(on:)` on this scheduler subscribes at 201 when
/// called at 200, and a periodic timer with a zero period advances one tick per value instead of spinning at
/// one tick forever. `simulateProcessingDelay: false` runs such work at the current tick instead. Work placed
/// with `scheduleAt(_:action:)` runs at exactly the tick given (at once, ahead of later work, if that tick
/// has passed).
public final class TestScheduler: SchedulerType {
    /// RxTest's default ticks for `start(created:subscribed:disposed:create:)`.
    public enum Defaults {
        /// The tick at which `start` calls the factory: 100.
        public static let created = 100
        /// The tick at which `start` subscribes: 200.
        public static let subscribed = 200
        /// The tick at which `start` disposes the subscription: 1000.
        public static let disposed = 1000
    }

    /// The length of one tick in seconds.
    public let resolution: Double
    /// Whether work scheduled for now or the past runs one tick later (RxTest's default) rather than at once.
    public let simulateProcessingDelay: Bool
    let state: Mutex<TestSchedulerQueue>

    /// Creates a scheduler whose clock starts at `initialClock`, one tick lasting `resolution` seconds.
    public init(initialClock: Int, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
        state = Mutex(TestSchedulerQueue(clock: initialClock))
    }

    /// The current virtual time in ticks.
    public var clock: Int {
        state.withLock { $0.clock }
    }

    /// The current virtual time as a date (tick zero is the reference date of 1970).
    public var now: Date {
        Date(timeIntervalSince1970: Double(clock) * resolution)
    }

    /// The number of ticks in `interval`, rounded to the nearest tick, or `nil` for `.never`.
    public func ticks(for interval: DispatchTimeInterval) -> Int? {
        let nanoseconds: Int
        switch interval {
        case .seconds(let value): nanoseconds = value * 1_000_000_000
        case .milliseconds(let value): nanoseconds = value * 1_000_000
        case .microseconds(let value): nanoseconds = value * 1_000
        case .nanoseconds(let value): nanoseconds = value
        case .never: return nil
        @unknown default: return nil
        }
        return Int((Double(nanoseconds) / 1_000_000_000 / resolution).rounded())
    }

    /// Runs `action` at the next tick (or at this tick with `simulateProcessingDelay: false`).
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        state.withLock { state in state.enqueue(at: adjusted(state.clock, clock: state.clock), action) }
    }

    /// Runs `action` `delay` after the current tick (a delay of zero ticks as `schedule(_:)`); `.never` never
    /// runs it.
    public func schedule(after delay: DispatchTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable
    {
        guard let ticks = ticks(for: delay) else { return Disposables.create() }
        return state.withLock { state in state.enqueue(at: adjusted(state.clock + ticks, clock: state.clock), action) }
    }

    /// Runs `action` at the absolute tick `time`; a tick already past runs first, at the current tick.
    @discardableResult
    public func scheduleAt(_ time: Int, action: @escaping @Sendable () -> Void) -> any Disposable {
        state.withLock { state in state.enqueue(at: time, action) }
    }

    /// Runs every action due up to and including `time`, then sets the clock to `time`.
    public func advanceTo(_ time: Int) {
        run(upTo: time)
        state.withLock { state in state.clock = max(state.clock, time) }
    }

    /// Runs every queued action, including those scheduled meanwhile, until the queue is empty or `stop()` is
    /// called.
    public func start() {
        run(upTo: Int.max)
    }

    /// Stops `start()` or `advanceTo(_:)` after the action running now; the actions left stay queued for the
    /// next `start()` or `advanceTo(_:)`.
    public func stop() {
        state.withLock { $0.isStopped = true }
    }

    /// Moves the clock `ticks` forward without running anything due meanwhile (they run at the next
    /// `start()` or `advanceTo(_:)`, at the clock then).
    public func sleep(_ ticks: Int) {
        state.withLock { state in state.clock += max(0, ticks) }
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
    public func start<Source: ObservableConvertibleType>(
        created: Int, subscribed: Int, disposed: Int, create: @escaping @Sendable () -> Source
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let source = TestSlot<Observable<Source.Element>>()
        let subscription = SingleAssignmentDisposable()
        scheduleAt(created) { source.value = create().asObservable() }
        scheduleAt(subscribed) {
            if let observable = source.value { subscription.setDisposable(observable.subscribe(observer)) }
        }
        scheduleAt(disposed) { subscription.dispose() }
        start()
        return observer
    }

    /// `start(created:subscribed:disposed:create:)` with RxTest's default creation (100) and subscription (200).
    public func start<Source: ObservableConvertibleType>(
        disposed: Int, create: @escaping @Sendable () -> Source
    ) -> TestableObserver<Source.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with RxTest's defaults: 100, 200 and 1000.
    public func start<Source: ObservableConvertibleType>(
        _ create: @escaping @Sendable () -> Source
    ) -> TestableObserver<Source.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }

    func run(upTo limit: Int) {
        state.withLock { $0.isStopped = false }
        while let item = state.withLock({ $0.dequeue(upTo: limit) }) {
            if !item.cancellation.isDisposed { item.action() }
        }
    }

    /// RxTest's adjustment: a due time at or before `clock` moves to the next tick when processing delay is
    /// simulated.
    private func adjusted(_ time: Int, clock: Int) -> Int {
        time <= clock && simulateProcessingDelay ? clock + 1 : max(time, clock)
    }
}
