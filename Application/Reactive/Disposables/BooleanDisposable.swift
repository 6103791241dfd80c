import Synchronization

/// A disposable that only records whether it was disposed; used to cancel work that checks a flag.
public final class BooleanDisposable: Disposable {
    let flag = Atomic<Bool>(false)

    public init() {}

    public var isDisposed: Bool {
        flag.load(ordering: .acquiring)
    }

    public func dispose() {
        flag.store(true, ordering: .releasing)
    }
}
