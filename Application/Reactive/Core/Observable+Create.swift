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
/// The state is guarded by a `Mutex` of no value rather than held in a `Mutex` of the state: this class is
/// generic, and its deinitialiser always runs as generic code, where destroying a `Mutex` of a generic value looks
/// up that value's type metadata (several hash-table look-ups per subscription); a `Mutex<Void>` and a state of
/// fixed layout are destroyed without any.
@usableFromInline
final class CreateSink<Element: Sendable>: Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let lock: Mutex<Void>
    /// Read and written only inside `withState`, that is while `lock` is held, by bodies that never call out: no
    /// two accesses can overlap, which is what makes the class `Sendable` and the unchecked exclusivity safe.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var state: CreateSinkState<Element>

    @inlinable
    init(observer: AnyObserver<Element>) {
        self.observer = observer
        lock = Mutex(())
        state = CreateSinkState()
        Resources.increment()
    }

    @inlinable
    func withState<Result: Sendable>(_ body: (inout CreateSinkState<Element>) -> Result) -> Result {
        lock.withLock { _ in body(&state) }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let shouldDeliver = withState { state in
            if state.isStopped { return false }
            if event.isStopEvent { state.isStopped = true }
            if state.isDelivering {
                state.pending.append(event)
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
            let next: Event<Element>? = withState { state in
                if state.pending.isEmpty {
                    state.isDelivering = false
                    return nil
                }
                if state.isDisposed {
                    state.pending.removeAll()
                    state.isDelivering = false
                    return nil
                }
                return state.pending.removeFirst()
            }
            guard let next else { return }
            current = next
        }
    }

    @inlinable
    func setSubscription(_ subscription: any Disposable) {
        let isAlreadyDisposed = withState { state in
            if state.isDisposed { return true }
            state.subscription = subscription
            return false
        }
        if isAlreadyDisposed { subscription.dispose() }
    }

    @inlinable
    func dispose() {
        let (isFirst, subscription) = withState { state -> (Bool, (any Disposable)?) in
            if state.isDisposed { return (false, nil) }
            state.isDisposed = true
            state.isStopped = true
            state.pending.removeAll()
            let subscription = state.subscription
            state.subscription = nil
            return (true, subscription)
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
            let isFirst = withState { state in
                defer { state.isResourceReleased = true }
                return !state.isResourceReleased
            }
            if isFirst { Resources.decrement() }
        #endif
    }
}

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

    @inlinable
    init() {}
}
