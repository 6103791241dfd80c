import Synchronization

/// Counts how many times a closure under test was called, from any thread.
final class CallCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// Adds one call.
    func increment() {
        count.add(1, ordering: .sequentiallyConsistent)
    }

    /// The number of calls so far.
    var value: Int {
        count.load(ordering: .sequentiallyConsistent)
    }
}
