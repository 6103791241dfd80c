/// The bookkeeping of one `merge` subscription.
struct MergeState<Inner: Sendable>: Sendable {
    var activeCount = 0
    var queue: [Inner] = []
    var isSourceCompleted = false
}
