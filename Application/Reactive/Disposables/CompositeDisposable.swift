import Synchronization

/// A group of disposables disposed together, in insertion order.
///
/// Adding to a group that was already disposed disposes the newcomer at once.
public final class CompositeDisposable: Disposable {
    let state = Mutex(CompositeDisposableState())

    public init() {}

    /// Creates a group holding `disposables`.
    public init(disposables: [any Disposable]) {
        state.withLock { state in
            state.entries = disposables.enumerated().map { (DisposeKey(value: $0.offset), $0.element) }
            state.nextKey = disposables.count
        }
    }

    public var isDisposed: Bool {
        state.withLock { $0.entries == nil }
    }

    public var count: Int {
        state.withLock { $0.entries?.count ?? 0 }
    }

    /// Adds `disposable` and returns its key, or disposes it and returns `nil` if the group is already disposed.
    public func insert(_ disposable: any Disposable) -> DisposeKey? {
        let key = state.withLock { state -> DisposeKey? in
            guard state.entries != nil else { return nil }
            let key = DisposeKey(value: state.nextKey)
            state.nextKey += 1
            state.entries?.append((key, disposable))
            return key
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes the disposable stored under `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed = state.withLock { state -> (any Disposable)? in
            guard let index = state.entries?.firstIndex(where: { $0.key == key }) else { return nil }
            return state.entries?.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// Disposes every disposable in the group; later insertions are disposed at once.
    public func dispose() {
        let entries = state.withLock { state in
            let taken = state.entries
            state.entries = nil
            return taken
        }
        for entry in entries ?? [] { entry.disposable.dispose() }
    }
}

/// The contents of a `CompositeDisposable` in insertion order; `nil` once it has been disposed.
struct CompositeDisposableState: Sendable {
    var entries: [(key: DisposeKey, disposable: any Disposable)]? = []
    var nextKey = 0
}

/// A key that identifies a disposable inside a `CompositeDisposable`, for removing it later.
public struct DisposeKey: Hashable, Sendable {
    let value: Int
}
