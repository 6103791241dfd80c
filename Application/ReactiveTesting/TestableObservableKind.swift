/// Whether a testable observable plays its events at absolute ticks (hot) or relative to each subscription (cold).
enum TestableObservableKind: Sendable {
    case hot
    case cold
}
