/// The virtual clock and the queue of a `TestScheduler`, ordered by due tick, then by scheduling order.
struct TestSchedulerQueue: Sendable {
    var clock: Int
    var nextSequence = 0
    var isStopped = false
    var queue: [TestSchedulerItem] = []

    mutating func enqueue(at time: Int, _ action: @escaping @Sendable () -> Void) -> TestSchedulerItem {
        let item = TestSchedulerItem(time: time, sequence: nextSequence, action: action)
        nextSequence += 1
        let index = queue.firstIndex { $0.time > item.time } ?? queue.endIndex
        queue.insert(item, at: index)
        return item
    }

    mutating func dequeue(upTo limit: Int) -> TestSchedulerItem? {
        guard !isStopped, let first = queue.first, first.time <= limit else { return nil }
        queue.removeFirst()
        clock = max(clock, first.time)
        return first
    }
}
