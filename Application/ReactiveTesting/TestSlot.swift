import Synchronization

/// A lock-protected optional value shared between the actions a `TestScheduler` runs.
final class TestSlot<Value: Sendable>: Sendable {
    private let storage = Mutex<Value?>(nil)

    var value: Value? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
