import Synchronization

/// Holds one replaceable disposable: assigning a new one disposes the previous one.
///
/// Once the serial disposable is disposed, assigned disposables are disposed at once.
public final class SerialDisposable: Disposable {
    let state = Mutex(SerialDisposableState())

    public init() {}

    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The current disposable; setting it disposes the previous one.
    public var disposable: (any Disposable)? {
        get { state.withLock { $0.current } }
        set {
            let (previous, isDisposed) = state.withLock { state -> ((any Disposable)?, Bool) in
                if state.isDisposed { return (nil, true) }
                let previous = state.current
                state.current = newValue
                return (previous, false)
            }
            previous?.dispose()
            if isDisposed { newValue?.dispose() }
        }
    }

    /// Disposes the current disposable and every later one.
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

/// The current disposable of a `SerialDisposable` and whether it has been disposed.
struct SerialDisposableState: Sendable {
    var current: (any Disposable)?
    var isDisposed = false
}
