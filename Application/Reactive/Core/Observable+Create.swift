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
        Observable(subscribeHandler: subscribe, isCreated: true)
    }
}

/// Enforces the sequence grammar for one `Observable.create` subscription and serialises its events (see
/// `SerialisingSink`).
///
/// The `Mutex` holds only what is not generic, and the queue of pending events lies beside it: this class is
/// generic, and its deinitialiser always runs as generic code, where destroying a `Mutex` of a generic value looks
/// up that value's type metadata (several hash-table look-ups per subscription); a `Mutex` of a concrete type and
/// an array are destroyed without any.
@usableFromInline
final class CreateSink<Element: Sendable>: SerialisingSink, Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let state: Mutex<CreateSinkState>
    /// Events sent while another caller was delivering. Read and written only inside `withDelivery`, that is while
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

    /// Runs `subscribe` for `observer` behind a new sink.
    @inlinable
    static func run(
        _ subscribe: @Sendable (AnyObserver<Element>) -> any Disposable, observer: AnyObserver<Element>
    ) -> any Disposable {
        let sink = CreateSink(observer: observer)
        sink.setSubscription(subscribe(AnyObserver { event in sink.on(event) }))
        return SinkDisposable { sink.dispose() }
    }

    @inlinable
    func withDelivery<Result: Sendable>(
        _ body: (inout DeliveryState, inout [Event<Element>]) -> Result
    ) -> Result {
        state.withLock { state in body(&state.delivery, &pending) }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        send(event)
    }

    /// Keeps the subscription the subscribe function returned, or disposes it at once if the sink was disposed
    /// meanwhile (by a terminal event sent during the subscribe function).
    @inlinable
    func setSubscription(_ subscription: consuming any Disposable) {
        var subscription = subscription
        state.withLock { state in
            if !state.delivery.isDisposed { swap(&subscription, &state.subscription) }
        }
        subscription.dispose()
    }

    @inlinable
    func dispose() {
        // The subscription is taken out through a local variable rather than returned with the flag: a returned
        // tuple goes through generic value witnesses on its way out of `withLock`.
        var subscription: any Disposable = NopDisposable()
        let isFirst = state.withLock { state in
            guard state.delivery.dispose(dropping: &pending) else { return false }
            swap(&subscription, &state.subscription)
            return true
        }
        guard isFirst else { return }
        releaseResource()
        subscription.dispose()
    }
}

/// The mutable state of one `Observable.create` subscription, but for its pending events.
@usableFromInline
struct CreateSinkState: Sendable {
    @usableFromInline
    var delivery = DeliveryState()
    @usableFromInline
    var subscription: any Disposable = NopDisposable()

    @inlinable
    init() {}
}
