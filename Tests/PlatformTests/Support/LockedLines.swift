import Synchronization

/// Lines collected from any thread, for tests of logs.
final class LockedLines: Sendable {
    private let lines = Mutex<[String]>([])

    /// Adds `line`.
    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// Every line so far, in order.
    var values: [String] { lines.withLock { $0 } }
}
