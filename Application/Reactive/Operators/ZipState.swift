/// The values of a `zip` waiting for a partner, and which sides have completed.
struct ZipState<First: Sendable, Second: Sendable>: Sendable {
    var firstQueue: [First] = []
    var secondQueue: [Second] = []
    var isFirstCompleted = false
    var isSecondCompleted = false
}
