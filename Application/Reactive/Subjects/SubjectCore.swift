import Synchronization

/// The shared engine of every subject: observer registry, replay buffer and a serialising delivery loop.
///
/// Events and new subscriptions are applied in arrival order by a single delivering thread at a time; a caller
/// that finds delivery in progress (another thread, or a reentrant call from an observer) queues its work and
/// returns, and the delivering thread runs it after the current event has reached every observer. Observers
/// are never called while the lock is held.
@usableFromInline
final class SubjectCore<Element: Sendable>: Sendable {
    @usableFromInline
    let state: Mutex<SubjectState<Element>>

    @usableFromInline
    init(bufferSize: Int, replaysBufferAfterTermination: Bool, initialValue: Element? = nil) {
        var initial = SubjectState<Element>(
            bufferSize: bufferSize, replaysBufferAfterTermination: replaysBufferAfterTermination)
        if let initialValue {
            initial.buffer = [initialValue]
            initial.latestAccepted = initialValue
        }
        state = Mutex(initial)
    }

    /// A subject can go while observers are still registered (their entries refer to it weakly): they go with it,
    /// so debug builds stop counting them.
    deinit {
        #if DEBUG
            state.withLock { state in
                for _ in state.entries { Resources.decrement() }
            }
        #endif
    }

    var hasObservers: Bool {
        state.withLock { !$0.entries.isEmpty }
    }

    @inlinable
    var isStopped: Bool {
        state.withLock { $0.acceptedTerminalEvent != nil }
    }

    var latestAccepted: Element? {
        state.withLock { $0.latestAccepted }
    }

    var acceptedTerminalEvent: Event<Element>? {
        state.withLock { $0.acceptedTerminalEvent }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let observers: [SubjectObserverEntry<Element>]? = state.withLock { state in
            if state.acceptedTerminalEvent != nil { return nil }
            switch event {
            // Only a subject that started with a value (a behaviour subject) remembers the latest one; the
            // others hold no element beyond their replay buffer, as in RxSwift.
            case .next(let element): if state.latestAccepted != nil { state.latestAccepted = element }
            case .error, .completed: state.acceptedTerminalEvent = event
            }
            if state.isDelivering {
                state.pending.append(.event(event))
                return nil
            }
            state.isDelivering = true
            return state.apply(event)
        }
        guard let observers else { return }
        broadcast(event, to: observers)
        drain()
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        let entry = SubjectObserverEntry(observer: observer, core: self)
        let replay: [Event<Element>]? = state.withLock { state in
            if state.isDelivering {
                state.pending.append(.attach(entry))
                return nil
            }
            let replay = state.attach(entry)
            // Nothing to replay (a publish subject, an empty buffer): the observer is attached and nothing is
            // delivered, so the delivery role is not taken, and there is no queue to drain after it.
            if replay.isEmpty { return nil }
            state.isDelivering = true
            return replay
        }
        if let replay {
            for event in replay { entry.deliver(event) }
            drain()
        }
        // The entry knows its subject, so the disposal closure captures the entry alone and needs no allocation.
        return SinkDisposable { entry.unsubscribe() }
    }

    @inlinable
    func unsubscribe(_ entry: SubjectObserverEntry<Element>) {
        entry.activeFlag.store(false, ordering: .releasing)
        state.withLock { state in state.detach(entry) }
    }

    /// Runs queued work until none is left, then releases the delivery role.
    @inlinable
    func drain() {
        // The common case, nothing queued meanwhile, ends here, before the loop's larger frame is set up.
        let isIdle = state.withLock { state in
            if !state.pending.isEmpty { return false }
            state.isDelivering = false
            return true
        }
        if !isIdle { drainQueued() }
    }

    /// Delivers `event` to `observers`, the subject's list as the lock handed it out, by the caller holding the
    /// delivery role.
    @inlinable
    func broadcast(_ event: Event<Element>, to observers: [SubjectObserverEntry<Element>]) {
        // Each entry is called where it lies in the array's buffer, without the retain and release that a loop over
        // the array puts around every call (some 40 instructions an observer). Unsafe, and safe here: `observers` is
        // the caller's own reference to the array's storage, held until the call returns, and a change to the
        // subject's list meanwhile (an observer that detaches itself or another, a terminal event) copies the
        // storage or lets go of the subject's reference to it, never this one; so the buffer stays valid, and every
        // entry in it alive, while each is called.
        observers.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                Unmanaged.passUnretained(entries[index])._withUnsafeGuaranteedRef { $0.deliver(event) }
            }
        }
    }

    /// Runs queued work until none is left, then releases the delivery role.
    @inlinable
    func drainQueued() {
        while true {
            let work: SubjectWork<Element>? = state.withLock { state in
                guard !state.pending.isEmpty else {
                    state.isDelivering = false
                    return nil
                }
                switch state.pending.removeFirst() {
                case .event(let event):
                    return .broadcast(event, state.apply(event))
                case .attach(let entry):
                    return .replay(entry, state.attach(entry))
                }
            }
            switch work {
            case nil:
                return
            case .broadcast(let event, let observers)?:
                broadcast(event, to: observers)
            case .replay(let entry, let events)?:
                for event in events { entry.deliver(event) }
            }
        }
    }
}

/// The mutable state of a `SubjectCore`.
@usableFromInline
struct SubjectState<Element: Sendable>: Sendable {
    @usableFromInline
    let bufferSize: Int
    @usableFromInline
    let replaysBufferAfterTermination: Bool
    @usableFromInline
    var entries: [SubjectObserverEntry<Element>] = []
    @usableFromInline
    var buffer: [Element] = []
    @usableFromInline
    var latestAccepted: Element?
    @usableFromInline
    var deliveredTerminalEvent: Event<Element>?
    @usableFromInline
    var acceptedTerminalEvent: Event<Element>?
    @usableFromInline
    var isDelivering = false
    @usableFromInline
    var pending: [SubjectDelivery<Element>] = []

    /// Records a delivered event and returns the observers it goes to.
    @inlinable
    mutating func apply(_ event: Event<Element>) -> [SubjectObserverEntry<Element>] {
        switch event {
        case .next(let element):
            if bufferSize > 0 {
                buffer.append(element)
                if buffer.count > bufferSize { buffer.removeFirst() }
            }
            return entries
        case .error, .completed:
            deliveredTerminalEvent = event
            let observers = entries
            for _ in entries { Resources.decrement() }
            entries = []
            return observers
        }
    }

    /// Registers a new observer and returns the events it must receive first (the replay).
    @inlinable
    mutating func attach(_ entry: SubjectObserverEntry<Element>) -> [Event<Element>] {
        guard entry.isActive else { return [] }
        if let terminal = deliveredTerminalEvent {
            if replaysBufferAfterTermination {
                return buffer.map { Event.next($0) } + [terminal]
            }
            return [terminal]
        }
        entries.append(entry)
        Resources.increment()
        return buffer.map { Event.next($0) }
    }

    /// Unregisters an observer whose subscription was disposed.
    @inlinable
    mutating func detach(_ entry: SubjectObserverEntry<Element>) {
        if let index = entries.firstIndex(where: { $0 === entry }) {
            entries.remove(at: index)
            Resources.decrement()
        }
    }
}

/// Work waiting for a subject's delivery loop: an event to broadcast, or a new observer to attach.
@usableFromInline
enum SubjectDelivery<Element: Sendable>: Sendable {
    case event(Event<Element>)
    case attach(SubjectObserverEntry<Element>)
}

/// Work taken out of the queue, ready to run outside the lock.
@usableFromInline
enum SubjectWork<Element: Sendable>: Sendable {
    case broadcast(Event<Element>, [SubjectObserverEntry<Element>])
    case replay(SubjectObserverEntry<Element>, [Event<Element>])
}

/// One observer registered with a subject, with a flag cleared when its subscription is disposed.
///
/// It refers to its subject weakly: the subject holds its entries, and a subscription nobody disposes must not
/// keep a subject its owner has let go (as in RxSwift, where the subject holds its observers and not the reverse).
@usableFromInline
final class SubjectObserverEntry<Element: Sendable>: Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let activeFlag = Atomic<Bool>(true)
    @usableFromInline
    weak let core: SubjectCore<Element>?

    @inlinable
    init(observer: AnyObserver<Element>, core: SubjectCore<Element>) {
        self.observer = observer
        self.core = core
    }

    /// Stops delivery to this observer at once and removes it from its subject, if the subject still exists.
    @inlinable
    func unsubscribe() {
        core?.unsubscribe(self)
    }

    @inlinable
    var isActive: Bool {
        activeFlag.load(ordering: .acquiring)
    }

    @inlinable
    func deliver(_ event: Event<Element>) {
        if isActive { observer.on(event) }
    }
}
