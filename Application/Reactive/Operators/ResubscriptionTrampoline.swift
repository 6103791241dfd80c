import Synchronization

/// Runs repeated subscriptions one after another instead of one inside another, as RxSwift's tail-recursive
/// sinks do for `retry` and `retry(when:)`.
///
/// A source that fails while it is being subscribed asks for the next subscription from inside that very
/// subscription; calling it there would nest one stack frame per attempt until the stack overflows. A request
/// made while a subscription is in progress is only noted, and the caller already running the loop performs
/// it once the current subscription has returned: the stack stays one subscription deep.
final class ResubscriptionTrampoline: Sendable {
    private let state = Mutex((isRunning: false, isRequested: false))

    /// Runs `subscribe` now, or, if a subscription through this trampoline is in progress (on any thread), has
    /// that caller run `subscribe` again as soon as the current one returns.
    func request(_ subscribe: () -> Void) {
        let starts = state.withLock { state in
            if state.isRunning {
                state.isRequested = true
                return false
            }
            state.isRunning = true
            return true
        }
        guard starts else { return }
        repeat {
            state.withLock { $0.isRequested = false }
            subscribe()
        } while state.withLock { state in
            state.isRunning = state.isRequested
            return state.isRunning
        }
    }
}
