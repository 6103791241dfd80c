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
@usableFromInline
final class CreateSink<Element: Sendable>: SerialisingSink, Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let lock: Mutex<Void>
    /// Guarded by `lock` (see `SerialisingSink.delivery`).
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var delivery: DeliveryRole<Element>
    /// Guarded by `lock`, as `delivery` is: the subscription the subscribe function returned, until the sink is
    /// disposed.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var subscription: any Disposable

    @inlinable
    init(observer: AnyObserver<Element>) {
        self.observer = observer
        lock = Mutex(())
        delivery = DeliveryRole()
        subscription = NopDisposable()
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
    func on(_ event: Event<Element>) {
        send(event)
    }

    /// Keeps the subscription the subscribe function returned, or disposes it at once if the sink was disposed
    /// meanwhile (by a terminal event sent during the subscribe function).
    @inlinable
    func setSubscription(_ subscription: consuming any Disposable) {
        var subscription = subscription
        lock.withLock { _ in
            if !delivery.isDisposed { swap(&subscription, &self.subscription) }
        }
        subscription.dispose()
    }

    @inlinable
    func dispose() {
        // The subscription is taken out through a local variable rather than returned with the flag: a returned
        // tuple goes through generic value witnesses on its way out of `withLock`.
        var subscription: any Disposable = NopDisposable()
        let isFirst = lock.withLock { _ in
            guard delivery.dispose() else { return false }
            swap(&subscription, &self.subscription)
            return true
        }
        guard isFirst else { return }
        releaseResource()
        subscription.dispose()
    }
}
