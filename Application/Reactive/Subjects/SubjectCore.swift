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
            case .next(let element): state.latestAccepted = element
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
        for entry in observers { entry.deliver(event) }
        drain()
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        let entry = SubjectObserverEntry(observer: observer)
        let replay: [Event<Element>]? = state.withLock { state in
            if state.isDelivering {
                state.pending.append(.attach(entry))
                return nil
            }
            state.isDelivering = true
            return state.attach(entry)
        }
        if let replay {
            for event in replay { entry.deliver(event) }
            drain()
        }
        return SubjectSubscription(core: self, entry: entry)
    }

    @inlinable
    func unsubscribe(_ entry: SubjectObserverEntry<Element>) {
        entry.activeFlag.store(false, ordering: .releasing)
        state.withLock { state in state.detach(entry) }
    }

    /// Runs queued work until none is left, then releases the delivery role.
    @inlinable
    func drain() {
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
                for entry in observers { entry.deliver(event) }
            case .replay(let entry, let events)?:
                for event in events { entry.deliver(event) }
            }
        }
    }
}
