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
/// serialises its own output.
///
/// The latest inner subscription is kept in the sink's own state (no disposable objects per inner sequence): an
/// inner subscription that returns after a newer inner sequence arrived, or after disposal, is disposed at once.
/// The sink enforces the grammar of its output itself, as `Observable.create`'s sink would: the lock that tells an
/// inner event whether its inner sequence is still the latest also gives it the delivery role, so an event passes
/// two locks, not one here and two more in a `create` sink. Events from concurrent (or reentrant) callers are
/// queued and delivered by the caller already delivering, never under the lock; nothing is delivered after a
/// terminal event or disposal, and the sink disposes itself right after delivering a terminal event.
///
/// The `Mutex` holds only what is not generic, and the queue of pending events lies beside it, for the reason
/// `CreateSink` gives: this class is generic.
@usableFromInline
final class SwitchSink<Inner: ObservableConvertibleType>: Sendable {
    @usableFromInline
    let observer: AnyObserver<Inner.Element>
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let state = Mutex(SwitchState())
    /// Events sent while another caller was delivering. Read and written only inside `withState`, that is while
    /// `state`'s lock is held, by bodies that never call out: no two accesses can overlap, which is what makes
    /// the unchecked exclusivity safe.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var pending: [Event<Inner.Element>] = []
    /// The observer object of the latest inner sequence while it runs, kept to be reused for the next one.
    /// Guarded like `pending`.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var spareInner: SwitchInner<Inner>?

    @inlinable
    init(observer: AnyObserver<Inner.Element>) {
        self.observer = observer
        Resources.increment()
    }

    /// Runs `body` on the state and the pending events while holding the lock.
    @inlinable
    func withState<Result: Sendable>(
        _ body: (inout SwitchState, inout [Event<Inner.Element>]) -> Result
    ) -> Result {
        state.withLock { state in body(&state, &pending) }
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
            var previous: (any Disposable)?
            var spare: SwitchInner<Inner>?
            let identifier = withState { state, _ in
                state.latestIdentifier += 1
                state.hasActiveInner = true
                swap(&previous, &state.innerSubscription)
                swap(&spare, &spareInner)
                return state.latestIdentifier
            }
            // Moved out rather than copied (a copy of an existential costs more than the call), and released at the
            // end of this block, before the spare object is examined: the previous subscription may still hold it.
            if let previousSubscription = previous.take() { previousSubscription.dispose() }
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
            var subscription: (any Disposable)? = inner.asObservable().subscribe { event in current.on(event) }
            let isStale = withState { state, _ in
                guard !state.isDisposed, state.latestIdentifier == identifier else { return true }
                swap(&state.innerSubscription, &subscription)
                // Kept only while its inner sequence runs, as the inner subscription is: the object refers to this
                // sink, and a completed inner sequence must not keep the sink alive.
                if state.hasActiveInner { spareInner = current }
                return false
            }
            if isStale { subscription?.dispose() }
        case .error(let error):
            let event = Event<Inner.Element>.error(error)
            let shouldDeliver = withState { state, pending in state.accept(event, into: &pending) }
            if shouldDeliver { deliver(event) }
        case .completed:
            let event = Event<Inner.Element>.completed
            let shouldDeliver = withState { state, pending in
                state.isSourceCompleted = true
                if state.hasActiveInner { return false }
                return state.accept(event, into: &pending)
            }
            if shouldDeliver { deliver(event) }
        }
    }

    @inlinable
    func onInner(_ event: Event<Inner.Element>, from inner: SwitchInner<Inner>) {
        // The latest inner sequence's object, let go when that sequence completes (after the lock, since
        // releasing it may free it).
        var completedInner: SwitchInner<Inner>?
        let shouldDeliver = withState { state, pending in
            guard state.latestIdentifier == inner.identifier else { return false }
            if case .completed = event {
                state.hasActiveInner = false
                swap(&completedInner, &spareInner)
                if !state.isSourceCompleted { return false }
            }
            return state.accept(event, into: &pending)
        }
        if shouldDeliver { deliver(event) }
    }

    /// Delivers `first`, then the events queued meanwhile, while this caller holds the delivery role.
    @inlinable
    func deliver(_ first: Event<Inner.Element>) {
        var current = first
        while true {
            if current.isStopEvent { releaseResource() }
            observer.on(current)
            if current.isStopEvent {
                dispose()
                return
            }
            let next: Event<Inner.Element>? = withState { state, pending in
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

    /// Ends the source subscription and the latest inner subscription.
    @inlinable
    func dispose() {
        var inner: (any Disposable)?
        // The spare object refers to this sink: it is let go here, so the two do not keep each other alive.
        var spare: SwitchInner<Inner>?
        let isFirst = withState { state, pending in
            if state.isDisposed { return false }
            state.isDisposed = true
            state.isStopped = true
            if !pending.isEmpty { pending.removeAll() }
            swap(&inner, &state.innerSubscription)
            swap(&spare, &spareInner)
            return true
        }
        guard isFirst else { return }
        spare = nil
        releaseResource()
        sourceSubscription.dispose()
        inner?.dispose()
    }

    /// Stops counting this subscription as live, at its terminal event or at disposal, as `CreateSink` does; only
    /// debug builds count, so only they take the lock for it.
    @inlinable
    func releaseResource() {
        #if DEBUG
            let isFirst = state.withLock { state in
                defer { state.isResourceReleased = true }
                return !state.isResourceReleased
            }
            if isFirst { Resources.decrement() }
        #endif
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

/// The bookkeeping of one `switchLatest` subscription, but for its pending events.
@usableFromInline
struct SwitchState: Sendable {
    @usableFromInline
    var latestIdentifier = 0
    @usableFromInline
    var hasActiveInner = false
    @usableFromInline
    var isSourceCompleted = false
    @usableFromInline
    var innerSubscription: (any Disposable)?
    @usableFromInline
    var isDisposed = false
    /// A terminal event was accepted, or the sink was disposed: nothing more is delivered.
    @usableFromInline
    var isStopped = false
    @usableFromInline
    var isDelivering = false
    @usableFromInline
    var isResourceReleased = false

    /// Accepts `event` for delivery: returns whether the caller takes the delivery role, or queues it behind the
    /// caller already delivering (nothing is accepted after a terminal event or disposal).
    @inlinable
    mutating func accept<Element>(_ event: Event<Element>, into pending: inout [Event<Element>]) -> Bool {
        if isStopped { return false }
        if event.isStopEvent { isStopped = true }
        if isDelivering {
            pending.append(event)
            return false
        }
        isDelivering = true
        return true
    }
}
