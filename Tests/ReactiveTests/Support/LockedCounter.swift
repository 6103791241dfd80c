import Synchronization

/// A thread-safe counter for test sources that behave differently on each subscription.
final class LockedCounter: Sendable {
    private let count = Mutex(0)

    /// Adds one and returns the new count.
    func increment() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}
