import Synchronization

extension Observable where Element: ObservableConvertibleType {
    /// Flattens a sequence of sequences by subscribing to every inner sequence as it arrives.
    ///
    /// Completes when the outer sequence and every inner sequence have completed; fails on the first error.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        merge(maxConcurrent: Int.max)
    }

    /// Flattens a sequence of sequences with at most `maxConcurrent` inner subscriptions at a time; further
    /// inner sequences wait in arrival order until a running one completes.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        let source = self
        // The sink serialises its own output, so no `create` sink wraps it.
        return Observable<Element.Element> { observer in
            MergeSink<Element>(observer: observer, maxConcurrent: maxConcurrent).run(source)
        }
    }
}

extension Observable {
    /// Merges the values of `sources` into one sequence as they arrive.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable<Observable<Element>>.from(sources).merge()
    }

    /// Merges the values of `sources` into one sequence as they arrive.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable<Observable<Element>>.from(sources).merge()
    }

    /// Maps every value to a sequence and merges all of them (every inner subscription stays alive).
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Observable<Source.Element> {
        map(selector).merge()
    }

    /// Maps every value to a sequence and subscribes to them one after another, in order.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Observable<Source.Element> {
        map(selector).merge(maxConcurrent: 1)
    }
}

/// Subscribes to the inner sequences of a `merge`, at most `maxConcurrent` at a time, queueing the rest in order,
/// and serialises its own output (see `SerialisingSink`).
///
/// Each inner sequence has a slot, a `MergeInner`, made when the sequence arrives: it holds the sequence while it
/// waits, then its subscription while it runs, and its observer closure captures the slot alone (so the closure needs
/// no allocation of its own). A slot drops whatever its inner sequence sends after completing, and the sink
/// serialises what the slots send, so the observer a slot gives an inner sequence keeps the grammar itself: an
/// `Observable.create` inner sequence is given it directly, without a sink of its own. The waiting slots and the
/// running ones are two lists linked through the slots themselves, so the queue and the running set need no storage
/// of their own. The state is guarded by a `Mutex` of no value, for the reason `CreateSink` gives: this class is
/// generic.
@usableFromInline
final class MergeSink<Inner: ObservableConvertibleType>: SerialisingSink, Sendable {
    @usableFromInline
    typealias Element = Inner.Element

    @usableFromInline
    let observer: AnyObserver<Inner.Element>
    @usableFromInline
    let maxConcurrent: Int
    @usableFromInline
    let lock: Mutex<Void>
    /// Guarded by `lock` (see `SerialisingSink.delivery`).
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var delivery: DeliveryRole<Inner.Element>
    /// Read and written only inside `withState` (while `lock` is held), through its argument, by bodies that never
    /// call out; so are the `waiting`, `subscription`, `isRunning` and `next` of every `MergeInner` of this sink. No
    /// two accesses overlap: that makes both classes `Sendable` and the unchecked exclusivity safe.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var state: MergeState<Inner>

    @inlinable
    init(observer: AnyObserver<Inner.Element>, maxConcurrent: Int) {
        self.observer = observer
        self.maxConcurrent = max(1, maxConcurrent)
        lock = Mutex(())
        delivery = DeliveryRole()
        state = MergeState()
        Resources.increment()
    }

    @inlinable
    func withState<Result: Sendable>(_ body: (inout MergeState<Inner>) -> Result) -> Result {
        lock.withLock { _ in body(&state) }
    }

    @inlinable
    func run(_ source: Observable<Inner>) -> any Disposable {
        var subscription = source.subscribe { event in self.onSource(event) }
        // Kept unless the merge ended while the source was being subscribed (a synchronous source ends in it).
        withState { state in
            if !delivery.isDisposed { swap(&subscription, &state.sourceSubscription) }
        }
        subscription.dispose()
        return SinkDisposable { self.dispose() }
    }

    @inlinable
    func onSource(_ event: Event<Inner>) {
        switch event {
        case .next(let element):
            let inner = element.asObservable()
            let slot: MergeInner<Inner>? = withState { state in
                if delivery.isDisposed { return nil }
                let slot = MergeInner(sink: self)
                guard state.activeCount < maxConcurrent else {
                    slot.waiting = inner
                    state.enqueue(slot)
                    return nil
                }
                state.activeCount += 1
                state.start(slot)
                return slot
            }
            if let slot { subscribe(inner, in: slot) }
        case .error(let error):
            send(.error(error))
        case .completed:
            let event = Event<Inner.Element>.completed
            let shouldDeliver = withState { state in
                state.isSourceCompleted = true
                return state.activeCount == 0 && delivery.accept(event)
            }
            if shouldDeliver { deliver(event) }
        }
    }

    /// Subscribes `inner` in `slot`, which the caller started for it (under the lock, with the decision to run it).
    @inlinable
    func subscribe(_ inner: Observable<Element>, in slot: MergeInner<Inner>) {
        let subscription = inner.subscribe(keepingGrammar: AnyObserver { event in slot.on(event) })
        // An inner sequence that completed while being subscribed, or a merge disposed meanwhile, no longer needs
        // its subscription: it is disposed at once instead of kept. Kept, it replaces the slot's no-op disposable
        // (a copy, cheaper than a swap and the no-op's disposal).
        let isKept = withState { _ in
            guard slot.isRunning, !delivery.isDisposed else { return false }
            slot.subscription = subscription
            return true
        }
        if !isKept { subscription.dispose() }
    }

    /// Accepts a value or an error of the inner sequence running in `slot`, unless that sequence already completed.
    @inlinable
    func send(_ event: Event<Inner.Element>, from slot: MergeInner<Inner>) {
        let shouldDeliver = withDelivery { delivery in slot.isRunning && delivery.accept(event) }
        if shouldDeliver { deliver(event) }
    }

    /// Ends a completed inner subscription and starts the oldest waiting inner sequence, if any; or completes the
    /// merge when it was the last. A second completion of the same inner sequence does nothing.
    @inlinable
    func innerCompleted(_ slot: MergeInner<Inner>) {
        var subscription: any Disposable = NopDisposable()
        var shouldDeliver = false
        let event = Event<Inner.Element>.completed
        let nextSlot: MergeInner<Inner>? = withState { state in
            guard slot.isRunning else { return nil }
            slot.isRunning = false
            swap(&subscription, &slot.subscription)
            // A merge being disposed took the list of running slots and empties it itself.
            if delivery.isDisposed { return nil }
            state.unlink(slot)
            if let nextSlot = state.dequeue() {
                state.start(nextSlot)
                return nextSlot
            }
            state.activeCount -= 1
            shouldDeliver = state.isSourceCompleted && state.activeCount == 0 && delivery.accept(event)
            return nil
        }
        subscription.dispose()
        if let nextSlot {
            // Read outside the lock: once this caller started the slot, no one else reads or writes `waiting`.
            if let next = nextSlot.waiting.take() { subscribe(next, in: nextSlot) }
        } else if shouldDeliver {
            deliver(event)
        }
    }

    @inlinable
    func dispose() {
        var source: any Disposable = NopDisposable()
        var first: MergeInner<Inner>?
        var firstWaiting: MergeInner<Inner>?
        let isFirst = withState { state in
            guard delivery.dispose() else { return false }
            swap(&source, &state.sourceSubscription)
            swap(&first, &state.firstRunning)
            swap(&firstWaiting, &state.firstWaiting)
            state.lastWaiting = nil
            return true
        }
        guard isFirst else { return }
        // The waiting inner sequences are let go here, outside the lock, since letting one go may run a deinitialiser.
        firstWaiting = nil
        releaseResource()
        source.dispose()
        // The slots were unreachable to other callers once the sink was disposed: each one's subscription is
        // taken out under the lock, and disposed outside it.
        var slot = first
        while let current = slot {
            var subscription: any Disposable = NopDisposable()
            slot = withState { _ in
                current.isRunning = false
                swap(&subscription, &current.subscription)
                return current.next.take()
            }
            subscription.dispose()
        }
    }
}

/// The slot of one inner sequence of a `merge`: it holds the sequence while it waits its turn, then forwards its
/// events until it completes, and holds its subscription.
@usableFromInline
final class MergeInner<Inner: ObservableConvertibleType>: Sendable {
    @usableFromInline
    let sink: MergeSink<Inner>
    /// Guarded by the sink's lock, as its `state` is (see `MergeSink.state`), while the slot waits: the inner
    /// sequence. The caller that starts the slot (under the lock) takes it, after the lock: no one else reads or
    /// writes it once the slot has left the list of waiting slots.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var waiting: Observable<Inner.Element>?
    /// Guarded by the sink's lock.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var subscription: any Disposable = NopDisposable()
    /// Guarded by the sink's lock: whether the inner sequence is running (started, not completed, the merge not
    /// disposed).
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var isRunning = false
    /// Guarded by the sink's lock: the next slot in the sink's list that holds this one, of waiting or of running
    /// slots.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var next: MergeInner<Inner>?

    @inlinable
    init(sink: MergeSink<Inner>) {
        self.sink = sink
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        switch event {
        case .next, .error: sink.send(event, from: self)
        case .completed: sink.innerCompleted(self)
        }
    }
}

/// The bookkeeping of one `merge` subscription.
@usableFromInline
struct MergeState<Inner: ObservableConvertibleType>: Sendable {
    /// How many inner sequences run, at most `maxConcurrent`.
    @usableFromInline
    var activeCount = 0
    /// The first of the slots running an inner sequence, linked through `MergeInner.next`, to dispose them with the
    /// merge.
    @usableFromInline
    var firstRunning: MergeInner<Inner>?
    /// The slots of the inner sequences waiting their turn, in arrival order, linked through `MergeInner.next`.
    @usableFromInline
    var firstWaiting: MergeInner<Inner>?
    @usableFromInline
    var lastWaiting: MergeInner<Inner>?
    @usableFromInline
    var isSourceCompleted = false
    @usableFromInline
    var sourceSubscription: any Disposable = NopDisposable()

    @inlinable
    init() {}

    /// Marks `slot`, which is in no list, as running, and links it first in the list of running slots.
    @inlinable
    mutating func start(_ slot: MergeInner<Inner>) {
        slot.isRunning = true
        slot.next = firstRunning.take()
        firstRunning = slot
    }

    /// Takes `slot` out of the list of running slots (a walk over at most the running slots).
    @inlinable
    mutating func unlink(_ slot: MergeInner<Inner>) {
        if firstRunning === slot {
            firstRunning = slot.next.take()
        } else {
            var previous = firstRunning
            while let current = previous, current.next !== slot { previous = current.next }
            previous?.next = slot.next.take()
        }
    }

    /// Links `slot`, which is in no list, last in the list of waiting slots.
    @inlinable
    mutating func enqueue(_ slot: MergeInner<Inner>) {
        if let lastWaiting {
            lastWaiting.next = slot
        } else {
            firstWaiting = slot
        }
        lastWaiting = slot
    }

    /// Takes the oldest waiting slot out of the list of waiting slots.
    @inlinable
    mutating func dequeue() -> MergeInner<Inner>? {
        guard let slot = firstWaiting else { return nil }
        firstWaiting = slot.next.take()
        if firstWaiting == nil { lastWaiting = nil }
        return slot
    }
}
