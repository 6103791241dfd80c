import Synchronization

/// The mutable state of one `Observable.create` subscription.
struct CreateSinkState<Element: Sendable>: Sendable {
    var isStopped = false
    var isDisposed = false
    var isDelivering = false
    var pending: [Event<Element>] = []
    var subscription: (any Disposable)?
    var isResourceReleased = false
}

/// Enforces the sequence grammar for one `Observable.create` subscription and serialises its events.
///
/// Events from concurrent (or reentrant) callers are queued and delivered by whichever caller is already
/// delivering, so the downstream observer never runs twice at once and is never called under the lock.
final class CreateSink<Element: Sendable>: Disposable {
    let observer: AnyObserver<Element>
    let state = Mutex(CreateSinkState<Element>())

    init(observer: AnyObserver<Element>) {
        self.observer = observer
        Resources.increment()
    }

    func on(_ event: Event<Element>) {
        let shouldDeliver = state.withLock { state in
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
            let next: Event<Element>? = state.withLock { state in
                if state.isDisposed || state.pending.isEmpty {
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

    func setSubscription(_ subscription: any Disposable) {
        let isAlreadyDisposed = state.withLock { state in
            if state.isDisposed { return true }
            state.subscription = subscription
            return false
        }
        if isAlreadyDisposed { subscription.dispose() }
    }

    func dispose() {
        let (isFirst, subscription) = state.withLock { state -> (Bool, (any Disposable)?) in
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
    /// an observer that checks `Resources.total` on completion sees it gone) or at disposal.
    func releaseResource() {
        let isFirst = state.withLock { state in
            defer { state.isResourceReleased = true }
            return !state.isResourceReleased
        }
        if isFirst { Resources.decrement() }
    }
}
