import MallocInterposerSwift
import ReactiveScenarios

/// Weighs live subscriptions with the malloc interposer's counters: the bytes requested and not yet freed
/// while `count` subscriptions are created, divided by `count`.
enum LiveHeap {
    static let subscriptionCount = 1_000

    /// Subscribes `subscriptionCount` chains through `live`, checks that each of them receives a value, disposes
    /// them, and returns the heap bytes each one held while alive (`nil` if a subscription did not receive).
    static func bytesPerSubscription(_ live: LiveSubscriptions, counter: Counter) -> Int? {
        live.reserve(subscriptionCount)
        let before = MallocInterposerSwift.getStatistics()
        for _ in 0..<subscriptionCount { live.add() }
        let after = MallocInterposerSwift.getStatistics()
        let totalBefore = counter.total
        live.send(1)
        let received = counter.total &- totalBefore
        live.finish()
        guard received == subscriptionCount * 4 else { return nil }
        let liveBytes =
            (after.mallocBytesCount - before.mallocBytesCount) - (after.freeBytesCount - before.freeBytesCount)
        return liveBytes / subscriptionCount
    }
}
