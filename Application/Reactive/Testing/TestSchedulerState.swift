/// The virtual clock and the queue of a `TestScheduler`, ordered by time then by scheduling order.
struct TestSchedulerState: Sendable {
    var clock: Int
    var nextSequence = 0
    var queue: [TestScheduledItem] = []

    mutating func enqueue(at time: Int, _ action: @escaping @Sendable () -> Void) -> TestScheduledItem {
        let item = TestScheduledItem(time: max(time, clock), sequence: nextSequence, action: action)
        nextSequence += 1
        let index = queue.firstIndex { $0.time > item.time } ?? queue.endIndex
        queue.insert(item, at: index)
        return item
    }

    mutating func dequeue(upTo limit: Int) -> TestScheduledItem? {
        guard let first = queue.first, first.time <= limit else { return nil }
        queue.removeFirst()
        clock = max(clock, first.time)
        return first
    }
}
