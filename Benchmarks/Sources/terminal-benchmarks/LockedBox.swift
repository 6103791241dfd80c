import Synchronization

/// A value handed from a URLSession callback to the benchmark's waiting thread.
final class LockedBox<Value: Sendable>: Sendable {
    private let value: Mutex<Value>

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    func set(_ newValue: Value) {
        value.withLock { $0 = newValue }
    }

    func get() -> Value {
        value.withLock { $0 }
    }
}
