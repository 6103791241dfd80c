/// The assigned disposable of a `SingleAssignmentDisposable` and whether it has been disposed.
struct SingleAssignmentDisposableState: Sendable {
    var current: (any Disposable)?
    var isDisposed = false
}
