/// What the benchmarks' subscribers receive: a running total, so the optimiser cannot drop the work, and, while
/// a scenario is being checked, the list of every value in order.
///
/// `@unchecked Sendable` is deliberate and confined to this benchmark: the Reactive subscribers require
/// `@Sendable` closures, every benchmark runs on one thread, and an atomic here would inflate every figure
/// (including the floor) by the cost of a locked instruction per event.
package final class Counter: @unchecked Sendable {
    /// The value a sequence's subscriber receives when the sequence completes, in the recorded list.
    package static let completion = Int.min

    /// Read and written without the dynamic exclusivity check, which would cost every library alike some 90
    /// instructions per value received and hide what the libraries cost: every benchmark runs on one thread, and no
    /// access to `total` overlaps another (a final subscriber adds to it in one statement; a run reads it after).
    @exclusivity(unchecked)
    package var total = 0
    package var recorded: [Int]?

    /// Creates a counter; `isRecording` keeps every received value for comparison.
    package init(isRecording: Bool = false) {
        recorded = isRecording ? [] : nil
    }

    /// Adds `value` to the total (and to the recording, if any).
    package func receive(_ value: Int) {
        total &+= value
        if recorded != nil { recorded?.append(value) }
    }
}
