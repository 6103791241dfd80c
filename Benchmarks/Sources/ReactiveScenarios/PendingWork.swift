/// Work that asynchronous inner sequences leave for later, run in order when the scenario drains it (as a run
/// loop would), the same for every library.
///
/// `@unchecked Sendable` for the reason `Counter` gives: every benchmark runs on one thread, and a lock here would
/// weigh on every library alike.
package final class PendingWork: @unchecked Sendable {
    var items: [() -> Void] = []

    package init() {}

    /// Keeps `item` to run at the next `drain()`.
    package func schedule(_ item: @escaping () -> Void) {
        items.append(item)
    }

    /// Runs every scheduled item in order, including those scheduled while draining, until none is left.
    package func drain() {
        var index = 0
        while index < items.count {
            items[index]()
            index += 1
        }
        items.removeAll(keepingCapacity: true)
    }
}
