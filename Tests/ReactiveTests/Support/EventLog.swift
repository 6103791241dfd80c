import Synchronization

/// A thread-safe list of strings, for tests that record what happened in which order.
final class EventLog: Sendable {
    private let entries = Mutex<[String]>([])

    func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] {
        entries.withLock { $0 }
    }
}
