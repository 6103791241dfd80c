/// The mutable state of one `Observable.create` subscription.
@usableFromInline
struct CreateSinkState<Element: Sendable>: Sendable {
    @usableFromInline
    var isStopped = false
    @usableFromInline
    var isDisposed = false
    @usableFromInline
    var isDelivering = false
    @usableFromInline
    var pending: [Event<Element>] = []
    @usableFromInline
    var subscription: (any Disposable)?
    @usableFromInline
    var isResourceReleased = false
}
