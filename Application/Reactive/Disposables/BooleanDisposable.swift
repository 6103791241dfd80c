import Synchronization

/// A disposable that only records whether it was disposed; used to cancel work that checks a flag.
public final class BooleanDisposable: Disposable {
    let flag = Atomic<Bool>(false)

    /// Creates a disposable that has not been disposed yet.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        flag.load(ordering: .acquiring)
    }

    /// Sets the flag.
    public func dispose() {
        flag.store(true, ordering: .releasing)
    }
}
