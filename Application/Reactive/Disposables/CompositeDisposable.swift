import Synchronization

/// A key that identifies a disposable inside a `CompositeDisposable`, for removing it later.
public struct DisposeKey: Hashable, Sendable {
    let value: Int
}

/// The contents of a `CompositeDisposable`; `nil` once it has been disposed.
struct CompositeDisposableState: Sendable {
    var disposables: [DisposeKey: any Disposable]? = [:]
    var nextKey = 0
}

/// A group of disposables disposed together.
///
/// Adding to a group that was already disposed disposes the newcomer at once.
public final class CompositeDisposable: Disposable {
    let state = Mutex(CompositeDisposableState())

    /// Creates an empty group.
    public init() {}

    /// Creates a group holding `disposables`.
    public init(disposables: [any Disposable]) {
        for disposable in disposables {
            _ = insert(disposable)
        }
    }

    /// Whether the group has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0.disposables == nil }
    }

    /// The number of disposables in the group.
    public var count: Int {
        state.withLock { $0.disposables?.count ?? 0 }
    }

    /// Adds `disposable` and returns its key, or disposes it and returns `nil` if the group is already disposed.
    public func insert(_ disposable: any Disposable) -> DisposeKey? {
        let key = state.withLock { state -> DisposeKey? in
            guard state.disposables != nil else { return nil }
            let key = DisposeKey(value: state.nextKey)
            state.nextKey += 1
            state.disposables?[key] = disposable
            return key
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes the disposable stored under `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed = state.withLock { state in state.disposables?.removeValue(forKey: key) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group; later insertions are disposed at once.
    public func dispose() {
        let disposables = state.withLock { state in
            let taken = state.disposables
            state.disposables = nil
            return taken
        }
        guard let disposables else { return }
        for key in disposables.keys.sorted(by: { $0.value < $1.value }) {
            disposables[key]?.dispose()
        }
    }
}
