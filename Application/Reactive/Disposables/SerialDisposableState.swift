/// The current disposable of a `SerialDisposable` and whether it has been disposed.
struct SerialDisposableState: Sendable {
    var current: (any Disposable)?
    var isDisposed = false
}
