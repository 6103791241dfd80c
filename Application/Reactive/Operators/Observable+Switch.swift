import Synchronization

extension Observable where Element: ObservableConvertibleType {
    /// Flattens a sequence of sequences by following only the latest inner sequence; the previous inner
    /// subscription is disposed as soon as a new inner sequence arrives.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        let source = self
        // The sink serialises its own output, so no `create` sink wraps it.
        return Observable<Element.Element> { observer in SwitchSink<Element>(observer: observer).run(source) }
    }
}

extension Observable {
    /// Maps every value to a sequence and follows only the latest one, disposing the previous inner subscription
    /// (the classic "search as you type" operator). Completes when the source and the latest inner completed.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Observable<Source.Element> {
        map(selector).switchLatest()
    }
}

/// Keeps only the latest inner sequence of a `switchLatest` subscribed, disposing the previous one, and
/// serialises its own output (see `SerialisingSink`).
///
/// The latest inner subscription is kept in the sink's own state (no disposable objects per inner sequence): an
/// inner subscription that returns after a newer inner sequence arrived, or after disposal, is disposed at once.
/// The lock that tells an inner event whether its inner sequence is still the latest also gives it the delivery
/// role, so an event passes two locks, not one here and two more in a `create` sink.
@usableFromInline
final class SwitchSink<Inner: ObservableConvertibleType>: SerialisingSink, Sendable {
    @usableFromInline
    typealias Element = Inner.Element

    @usableFromInline
    let observer: AnyObserver<Inner.Element>
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let lock = Mutex(())
    /// Guarded by `lock` (see `SerialisingSink.delivery`).
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var delivery = DeliveryRole<Inner.Element>()
    /// Guarded by `lock`, as `delivery` is.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var state = SwitchState()
    /// Guarded by `lock`: the observer object of the latest inner sequence while it runs, kept to be reused for the
    /// next one.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var spareInner: SwitchInner<Inner>?

    @inlinable
    init(observer: AnyObserver<Inner.Element>) {
        self.observer = observer
        Resources.increment()
    }

    @inlinable
    func run(_ source: Observable<Inner>) -> any Disposable {
        sourceSubscription.setDisposable(source.subscribe { event in self.onSource(event) })
        return SinkDisposable { self.dispose() }
    }

    @inlinable
    func onSource(_ event: Event<Inner>) {
        switch event {
        case .next(let inner):
            // Taken out through local variables rather than returned: a returned tuple goes through generic value
            // witnesses on its way out of `withLock`.
            var previous: any Disposable = NopDisposable()
            var spare: SwitchInner<Inner>?
            let identifier = lock.withLock { _ in
                state.latestIdentifier += 1
                state.hasActiveInner = true
                swap(&previous, &state.innerSubscription)
                swap(&spare, &spareInner)
                return state.latestIdentifier
            }
            previous.dispose()
            // Released before the spare object is examined: the previous subscription may still hold it.
            previous = NopDisposable()
            let current: SwitchInner<Inner>
            // The previous inner sequence's object is reused when nothing else holds it: its subscription is gone
            // and no delivery into it is in progress, so no stale event can arrive through it under the new
            // identifier. Otherwise (a delivery in progress, a subscription kept elsewhere) a new one is made.
            if var candidate = spare.take(), isKnownUniquelyReferenced(&candidate) {
                candidate.identifier = identifier
                current = candidate
            } else {
                current = SwitchInner(sink: self, identifier: identifier)
            }
            var subscription = inner.asObservable().subscribe { event in current.on(event) }
            // Kept if its inner sequence is still the latest; otherwise (a newer one arrived, or disposal) disposed
            // at once.
            lock.withLock { _ in
                guard !delivery.isDisposed, state.latestIdentifier == identifier else { return }
                swap(&state.innerSubscription, &subscription)
                // Kept only while its inner sequence runs, as the inner subscription is: the object refers to this
                // sink, and a completed inner sequence must not keep the sink alive.
                if state.hasActiveInner { spareInner = current }
            }
            subscription.dispose()
        case .error(let error):
            send(.error(error))
        case .completed:
            let event = Event<Inner.Element>.completed
            let shouldDeliver = lock.withLock { _ in
                state.isSourceCompleted = true
                if state.hasActiveInner { return false }
                return delivery.accept(event)
            }
            if shouldDeliver { deliver(event) }
        }
    }

    @inlinable
    func onInner(_ event: Event<Inner.Element>, from inner: SwitchInner<Inner>) {
        // The latest inner sequence's object, let go when that sequence completes (after the lock, since
        // releasing it may free it).
        var completedInner: SwitchInner<Inner>?
        let shouldDeliver = lock.withLock { _ in
            guard state.latestIdentifier == inner.identifier else { return false }
            if case .completed = event {
                state.hasActiveInner = false
                swap(&completedInner, &spareInner)
                if !state.isSourceCompleted { return false }
            }
            return delivery.accept(event)
        }
        if shouldDeliver { deliver(event) }
    }

    /// Ends the source subscription and the latest inner subscription.
    @inlinable
    func dispose() {
        var inner: any Disposable = NopDisposable()
        // The spare object refers to this sink: it is let go here, so the two do not keep each other alive.
        var spare: SwitchInner<Inner>?
        let isFirst = lock.withLock { _ in
            guard delivery.dispose() else { return false }
            swap(&inner, &state.innerSubscription)
            swap(&spare, &spareInner)
            return true
        }
        guard isFirst else { return }
        spare = nil
        releaseResource()
        sourceSubscription.dispose()
        inner.dispose()
    }
}

/// The observer of one inner sequence of a `switchLatest`: its observer closure captures this object alone, so the
/// closure needs no allocation, and the sink reuses it for the next inner sequence once nothing else holds it.
@usableFromInline
final class SwitchInner<Inner: ObservableConvertibleType>: Sendable {
    @usableFromInline
    let sink: SwitchSink<Inner>
    /// Which inner sequence this object observes. Written only while no other thread can reach the object (it is
    /// new, or `isKnownUniquelyReferenced` found the sink's reference the only one), before the object is handed
    /// to the inner subscription, whose subscribe publishes it; afterwards only read, under the sink's lock: so
    /// no two accesses overlap, which makes the class `Sendable` and the unchecked exclusivity safe.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var identifier: Int

    @inlinable
    init(sink: SwitchSink<Inner>, identifier: Int) {
        self.sink = sink
        self.identifier = identifier
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        sink.onInner(event, from: self)
    }
}

/// The bookkeeping of one `switchLatest` subscription, but for its delivery role.
@usableFromInline
struct SwitchState: Sendable {
    @usableFromInline
    var latestIdentifier = 0
    @usableFromInline
    var hasActiveInner = false
    @usableFromInline
    var isSourceCompleted = false
    @usableFromInline
    var innerSubscription: any Disposable = NopDisposable()

    @inlinable
    init() {}
}
