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
        return .create { observer in
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

/// Subscribes to the inner sequences of a `merge`, at most `maxConcurrent` at a time, queueing the rest in order.
///
/// Each running inner sequence runs in a slot, a `MergeInner`, which its observer closure captures alone (so the
/// closure needs no allocation) and which holds that inner subscription; a completed inner sequence hands its slot
/// to the next queued one, and the sink lists the slots to dispose them. The state is guarded by a `Mutex` of no
/// value, for the reason `CreateSink` gives: this class is generic.
@usableFromInline
final class MergeSink<Inner: ObservableConvertibleType>: Sendable {
    @usableFromInline
    let observer: AnyObserver<Inner.Element>
    @usableFromInline
    let maxConcurrent: Int
    @usableFromInline
    let sourceSubscription: SingleAssignmentDisposable
    @usableFromInline
    let lock: Mutex<Void>
    /// Read and written only inside `withState` (while `lock` is held), by bodies that never call out, as are
    /// the `subscription`, `generation` and `isRunning` of every `MergeInner` of this sink: that makes both classes `Sendable` and
    /// the unchecked exclusivity safe.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var state: MergeState<Inner>

    @inlinable
    init(observer: AnyObserver<Inner.Element>, maxConcurrent: Int) {
        self.observer = observer
        self.maxConcurrent = max(1, maxConcurrent)
        sourceSubscription = SingleAssignmentDisposable()
        lock = Mutex(())
        state = MergeState()
    }

    @inlinable
    func withState<Result: Sendable>(_ body: (inout MergeState<Inner>) -> Result) -> Result {
        lock.withLock { _ in body(&state) }
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
            let shouldSubscribe = withState { state in
                if state.isDisposed { return false }
                if state.activeCount < maxConcurrent {
                    state.activeCount += 1
                    return true
                }
                state.queue.append(inner)
                return false
            }
            if shouldSubscribe { subscribe(inner) }
        case .error(let error):
            observer.onError(error)
        case .completed:
            let isDone = withState { state in
                state.isSourceCompleted = true
                return state.activeCount == 0
            }
            if isDone { observer.onCompleted() }
        }
    }

    /// Subscribes `inner` in `slot`, handed on by a completed inner sequence, or in a new slot (counted by the
    /// caller).
    @inlinable
    func subscribe(_ inner: Inner, in slot: MergeInner<Inner>? = nil) {
        // A slot is made only when the number of running inner sequences grows; a queued inner sequence takes
        // over the slot of the one that completed, so a merge makes at most `maxConcurrent` of them.
        let running = slot ?? MergeInner(sink: self)
        let generation: Int? = withState { state in
            if state.isDisposed { return nil }
            if slot == nil { state.running.append(running) }
            running.generation += 1
            running.isRunning = true
            return running.generation
        }
        guard let generation else { return }
        let subscription = inner.asObservable().subscribe { event in running.on(event) }
        // An inner sequence that completed while being subscribed (its slot may run the next one already), or a
        // merge disposed meanwhile, no longer needs its subscription: it is disposed at once instead of kept.
        let isFinished = withState { state in
            if running.generation != generation || !running.isRunning || state.isDisposed { return true }
            running.subscription = subscription
            return false
        }
        if isFinished { subscription.dispose() }
    }

    /// Ends a completed inner subscription and starts the next queued inner sequence in its slot, if any.
    @inlinable
    func innerCompleted(_ running: MergeInner<Inner>) {
        var subscription: (any Disposable)?
        var next: Inner?
        let isDone = withState { state in
            running.isRunning = false
            swap(&subscription, &running.subscription)
            if state.isDisposed { return false }
            next = state.dequeue()
            if next != nil { return false }
            if let index = state.running.firstIndex(where: { $0 === running }) { state.running.remove(at: index) }
            state.activeCount -= 1
            return state.isSourceCompleted && state.activeCount == 0
        }
        subscription?.dispose()
        if let next {
            subscribe(next, in: running)
        } else if isDone {
            observer.onCompleted()
        }
    }

    @inlinable
    func dispose() {
        let subscriptions = withState { state -> [any Disposable] in
            if state.isDisposed { return [] }
            state.isDisposed = true
            let subscriptions = state.running.compactMap { running -> (any Disposable)? in
                running.isRunning = false
                defer { running.subscription = nil }
                return running.subscription
            }
            state.running = []
            state.queue = []
            return subscriptions
        }
        sourceSubscription.dispose()
        for subscription in subscriptions { subscription.dispose() }
    }
}

/// One slot of a `merge`: it runs one inner sequence at a time, forwarding its events, and holds its subscription.
@usableFromInline
final class MergeInner<Inner: ObservableConvertibleType>: Sendable {
    @usableFromInline
    let sink: MergeSink<Inner>
    /// Guarded by the sink's lock, as its `state` is (see `MergeSink.state`).
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var subscription: (any Disposable)?
    /// Guarded by the sink's lock: how many inner sequences this slot has run, which tells a subscription that
    /// returns after its inner sequence completed (and the slot went on to the next) that it is no longer needed.
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var generation = 0
    /// Guarded by the sink's lock: whether the slot's current inner sequence is running (not completed, the
    /// merge not disposed).
    @usableFromInline
    @exclusivity(unchecked)
    nonisolated(unsafe) var isRunning = false

    @inlinable
    init(sink: MergeSink<Inner>) {
        self.sink = sink
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        switch event {
        case .next, .error: sink.observer.on(event)
        case .completed: sink.innerCompleted(self)
        }
    }
}

/// The bookkeeping of one `merge` subscription.
@usableFromInline
struct MergeState<Inner: ObservableConvertibleType>: Sendable {
    /// The slots taken, at most `maxConcurrent`: a completed inner sequence hands its slot to the next queued one.
    @usableFromInline
    var activeCount = 0
    /// The slots running an inner sequence, to dispose them with the merge.
    @usableFromInline
    var running: [MergeInner<Inner>] = []
    /// The inner sequences waiting for a slot, in arrival order, from `queueHead` on.
    @usableFromInline
    var queue: [Inner] = []
    @usableFromInline
    var queueHead = 0
    @usableFromInline
    var isSourceCompleted = false
    @usableFromInline
    var isDisposed = false

    @inlinable
    init() {}

    /// Takes the oldest waiting inner sequence. The queue is read from an index rather than shifted, and emptied
    /// (keeping its storage) when the index reaches its end.
    @inlinable
    mutating func dequeue() -> Inner? {
        guard queueHead < queue.count else { return nil }
        let next = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        return next
    }
}
