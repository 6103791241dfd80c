import HeapInUse
import ReactiveScenarios

/// Weighs one live 3-operator subscription in each library: the heap glibc counts in use (`mallinfo2`, whole
/// chunks with their headers, as the process really holds them) while 1,000 of them are alive, divided by 1,000.
enum HeapTable {
    static let subscriptionCount = 1_000

    static func print() {
        #if os(Linux)
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
        #else
            Swift.print("heap: measured with glibc's mallinfo2, on Linux only")
        #endif
    }
}
