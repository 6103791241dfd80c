import Reactive
import Synchronization

/// An observer that records every event with the virtual time at which it arrived.
public final class TestableObserver<Element: Sendable>: ObserverType {
    let scheduler: TestScheduler
    let recorded = Mutex<[Recorded<Event<Element>>]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Every event received so far, in order, with its tick.
    public var events: [Recorded<Event<Element>>] {
        recorded.withLock { $0 }
    }

    /// Records `event` at the scheduler's current tick.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        recorded.withLock { $0.append(Recorded(time: time, value: event)) }
    }
}
