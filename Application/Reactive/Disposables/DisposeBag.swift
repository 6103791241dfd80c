import Synchronization

/// Collects subscriptions and disposes them all when the bag is deallocated.
///
/// Keep one bag per owner (a view, a test); replacing the bag ends every subscription it held.
public final class DisposeBag: Sendable {
    let state = Mutex(DisposeBagState())

    public init() {}

    /// Adds `disposable`; if the bag was already emptied by `dispose()`, disposes it at once.
    public func insert(_ disposable: any Disposable) {
        let isDisposed = state.withLock { state in
            if state.disposables == nil { return true }
            state.disposables?.append(disposable)
            return false
        }
        if isDisposed { disposable.dispose() }
    }

    /// Disposes everything in the bag now; later insertions are disposed at once.
    public func dispose() {
        let disposables = state.withLock { state in
            let taken = state.disposables
            state.disposables = nil
            return taken
        }
        for disposable in disposables ?? [] { disposable.dispose() }
    }

    deinit {
        dispose()
    }
}

/// The disposables held by a `DisposeBag`; `nil` once it has been disposed.
struct DisposeBagState: Sendable {
    var disposables: [any Disposable]? = []
}
