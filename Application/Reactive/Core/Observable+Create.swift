import Synchronization

extension Observable {
    /// Creates a sequence from a subscribe function: the building block for custom sources.
    ///
    /// The observer handed to `subscribe` enforces the grammar for you: events after a terminal event or after
    /// disposal are dropped, events sent from several threads at once are delivered one at a time (in arrival
    /// order, never while a lock is held), and the returned disposable is disposed right after the terminal event.
    @inlinable
    public static func create(
        _ subscribe: @escaping @Sendable (AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        Observable { observer in
            let sink = CreateSink(observer: observer)
            let subscription = subscribe(AnyObserver { event in sink.on(event) })
            sink.setSubscription(subscription)
            return SinkDisposable { sink.dispose() }
        }
    }
}

/// Enforces the sequence grammar for one `Observable.create` subscription and serialises its events.
///
/// Events from concurrent (or reentrant) callers are queued and delivered by whichever caller is already
/// delivering, so the downstream observer never runs twice at once and is never called under the lock.
///
/// The `Mutex` holds only what is not generic, and the queue of pending events lies beside it: this class is
/// generic, and its deinitialiser always runs as generic code, where destroying a `Mutex` of a generic value looks
/// up that value's type metadata (several hash-table look-ups per subscription); a `Mutex` of a concrete type and
/// an array are destroyed without any.
@usableFromInline
final class CreateSink<Element: Sendable>: Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let state: Mutex<CreateSinkState>
    /// Events sent while another caller was delivering. Read and written only inside `withState`, that is while
    /// `state`'s lock is held, by bodies that never call out: no two accesses can overlap, which is what makes the
    /// class `Sendable` and the unchecked exclusivity safe.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var pending: [Event<Element>]

    @inlinable
    init(observer: AnyObserver<Element>) {
        self.observer = observer
        state = Mutex(CreateSinkState())
        pending = []
        Resources.increment()
    }

    /// Runs `body` on the state and the pending events while holding the lock.
    @inlinable
    func withState<Result: Sendable>(
        _ body: (inout CreateSinkState, inout [Event<Element>]) -> Result
    ) -> Result {
        state.withLock { state in body(&state, &pending) }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let shouldDeliver = withState { state, pending in
            if state.isStopped { return false }
            if event.isStopEvent { state.isStopped = true }
            if state.isDelivering {
                pending.append(event)
                return false
            }
            state.isDelivering = true
            return true
        }
        guard shouldDeliver else { return }
        var current = event
        while true {
            if current.isStopEvent { releaseResource() }
            observer.on(current)
            if current.isStopEvent {
                dispose()
                return
            }
            let next: Event<Element>? = withState { state, pending in
                // Nothing was queued meanwhile (the common case): the delivery role is given up at once.
                if pending.isEmpty {
                    state.isDelivering = false
                    return nil
                }
                if state.isDisposed {
                    pending.removeAll()
                    state.isDelivering = false
                    return nil
                }
                return pending.removeFirst()
            }
            guard let next else { return }
            current = next
        }
    }

    @inlinable
    func setSubscription(_ subscription: any Disposable) {
        let isAlreadyDisposed = withState { state, _ in
            if state.isDisposed { return true }
            state.subscription = subscription
            return false
        }
        if isAlreadyDisposed { subscription.dispose() }
    }

    @inlinable
    func dispose() {
        // The subscription is taken out through a local variable rather than returned with the flag: a returned
        // tuple goes through generic value witnesses on its way out of `withLock`.
        var subscription: (any Disposable)?
        let isFirst = withState { state, pending in
            if state.isDisposed { return false }
            state.isDisposed = true
            state.isStopped = true
            if !pending.isEmpty { pending.removeAll() }
            swap(&subscription, &state.subscription)
            return true
        }
        guard isFirst else { return }
        releaseResource()
        subscription?.dispose()
    }

    /// Stops counting this subscription as live: at its terminal event (before the observer sees it, so
    /// an observer that checks `Resources.total` on completion sees it gone) or at disposal. Only debug builds
    /// count, so only they take the lock for it.
    @inlinable
    func releaseResource() {
        #if DEBUG
            let isFirst = withState { state, _ in
                defer { state.isResourceReleased = true }
                return !state.isResourceReleased
            }
            if isFirst { Resources.decrement() }
        #endif
    }
}

/// The mutable state of one `Observable.create` subscription, but for its pending events.
@usableFromInline
struct CreateSinkState: Sendable {
    @usableFromInline
    var isStopped = false
    @usableFromInline
    var isDisposed = false
    @usableFromInline
    var isDelivering = false
    @usableFromInline
    var subscription: (any Disposable)?
    @usableFromInline
    var isResourceReleased = false

    @inlinable
    init() {}
}
