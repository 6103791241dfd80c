import Synchronization

/// A placeholder for a disposable that is only known later (after a subscribe call returns).
///
/// Disposing before the assignment makes the assignment dispose its disposable at once.
public final class SingleAssignmentDisposable: Disposable {
    let state = Mutex(SingleAssignmentDisposableState())

    public init() {}

    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Stores `disposable`, or disposes it at once if the placeholder was already disposed.
    public func setDisposable(_ disposable: any Disposable) {
        let isDisposed = state.withLock { state in
            if state.isDisposed { return true }
            state.current = disposable
            return false
        }
        if isDisposed { disposable.dispose() }
    }

    /// Disposes the stored disposable, or the one assigned later.
    public func dispose() {
        let current = state.withLock { state -> (any Disposable)? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            let current = state.current
            state.current = nil
            return current
        }
        current?.dispose()
    }
}

/// The assigned disposable of a `SingleAssignmentDisposable` and whether it has been disposed.
struct SingleAssignmentDisposableState: Sendable {
    var current: (any Disposable)?
    var isDisposed = false
}
