import Synchronization

/// A thread-safe list of values, for tests that sample something at several points in time.
final class LockedValues<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    /// Adds `value` at the end.
    func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    /// Every value so far, in order.
    var all: [Value] {
        values.withLock { $0 }
    }
}
