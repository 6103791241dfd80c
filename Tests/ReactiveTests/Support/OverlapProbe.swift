import Synchronization

/// Watches calls that arrive from many threads: how many there were, and the most that ran at once, which stays 1
/// when a sequence keeps its promise to deliver one event at a time.
final class OverlapProbe: Sendable {
    private let running = Atomic<Int>(0)
    private let mostAtOnce = Atomic<Int>(0)
    private let calls = Atomic<Int>(0)

    /// Counts one call, running `body` while the call counts as running.
    func call(_ body: () -> Void = {}) {
        let current = running.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
        _ = mostAtOnce.max(current, ordering: .sequentiallyConsistent)
        body()
        calls.wrappingAdd(1, ordering: .sequentiallyConsistent)
        running.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }

    var callCount: Int {
        calls.load(ordering: .sequentiallyConsistent)
    }

    var mostCallsAtOnce: Int {
        mostAtOnce.load(ordering: .sequentiallyConsistent)
    }
}
