/// The contents of a `CompositeDisposable` in insertion order; `nil` once it has been disposed.
struct CompositeDisposableState: Sendable {
    var entries: [(key: DisposeKey, disposable: any Disposable)]? = []
    var nextKey = 0
}
