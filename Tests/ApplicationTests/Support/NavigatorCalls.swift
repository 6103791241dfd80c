import Synchronization

/// What a fake navigator was asked, in order, each call as `method argument` (`toIssues octo-org/tracker`, `back`).
///
/// Every fake navigator records through one of these, so a method a new scene adds to its parent's navigator is
/// written where that scene's tests are, as an extension of the parent's fake (`func toIssues(_ repository:) {
/// calls.record(repository) }`), and no test of the parent changes.
final class NavigatorCalls: Sendable {
    private let recorded = Mutex<[String]>([])

    /// The calls made, in order.
    var all: [String] { recorded.withLock { $0 } }

    /// Records a call of `method` (the caller's name, by default) with `arguments`.
    func record(_ arguments: Any..., method: String = #function) {
        let name = method.prefix { $0 != "(" }
        let call = ([String(name)] + arguments.map { String(describing: $0) }).joined(separator: " ")
        recorded.withLock { $0.append(call) }
    }
}
