/// The value a `debounce` is holding back and the generation of its timer.
struct DebounceState<Element: Sendable>: Sendable {
    var pending: Element?
    var generation = 0
}
