/// Whether a `throttle` window is open and the latest value held for its end.
struct ThrottleState<Element: Sendable>: Sendable {
    var isWindowOpen = false
    var pending: Element?
}
