import HeapInUse
import ReactiveScenarios

/// Weighs one live 3-operator subscription in each library: the heap the C allocator holds in use (glibc's
/// `mallinfo2`: whole chunks with their headers, as the process really holds them) while 1,000 of them are alive,
/// divided by 1,000. Where the allocator cannot tell (`heap_in_use` answers 0 off Linux), it says so.
enum HeapTable {
    static let subscriptionCount = 1_000

    static func print() {
        guard heap_in_use() > 0 else {
            Swift.print("heap: this C allocator does not report its heap in use (glibc's mallinfo2 does)")
            return
        }
        Swift.print("| Library | Heap bytes per live 3-operator subscription |")
        Swift.print("| --- | ---: |")
        let libraries: [(Library, (Counter) -> LiveSubscriptions)] = [
            (.plainClosures, PlainClosureScenarios.liveSubscriptions),
            (.reactive, ReactiveScenarios.liveSubscriptions),
            (.openCombine, OpenCombineScenarios.liveSubscriptions),
        ]
        for (library, liveSubscriptions) in libraries {
            let counter = Counter()
            let live = liveSubscriptions(counter)
            live.reserve(subscriptionCount)
            let before = heap_in_use()
            for _ in 0..<subscriptionCount { live.add() }
            let after = heap_in_use()
            live.send(1)
            live.finish()
            let bytes = (Int(after) - Int(before)) / subscriptionCount
            let check = counter.total == subscriptionCount * 4 ? "" : " (a subscription missed its value)"
            Swift.print("| \(library.rawValue) | \(bytes) B\(check) |")
        }
    }
}
