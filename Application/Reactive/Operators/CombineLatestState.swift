/// The latest values of a `combineLatest` and which sides have completed.
struct CombineLatestState<First: Sendable, Second: Sendable>: Sendable {
    var first: First?
    var second: Second?
    var isFirstCompleted = false
    var isSecondCompleted = false
}
