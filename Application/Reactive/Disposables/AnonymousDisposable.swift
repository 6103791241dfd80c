import Synchronization

/// A disposable that runs a closure once, the first time it is disposed.
final class AnonymousDisposable: Disposable {
    let action: Mutex<(@Sendable () -> Void)?>

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = Mutex(action)
    }

    func dispose() {
        let action = action.withLock { action in
            let taken = action
            action = nil
            return taken
        }
        action?()
    }
}
