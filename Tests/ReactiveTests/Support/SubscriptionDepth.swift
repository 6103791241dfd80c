import Synchronization

/// Measures how deeply subscriptions nest: `enter` when a subscribe function starts, `leave` when it returns.
final class SubscriptionDepth: Sendable {
    private let state = Mutex((current: 0, maximum: 0))

    func enter() {
        state.withLock { state in
            state.current += 1
            state.maximum = max(state.maximum, state.current)
        }
    }

    func leave() {
        state.withLock { $0.current -= 1 }
    }

    /// The deepest nesting seen.
    var maximum: Int {
        state.withLock { $0.maximum }
    }
}
