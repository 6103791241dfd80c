/// A sink that enforces the sequence grammar of its output itself, as `Observable.create`'s does: events from
/// concurrent (or reentrant) callers are delivered one at a time, in the order they were accepted, never while the
/// sink's lock is held; nothing is delivered after a terminal event or disposal, and the sink disposes itself
/// right after delivering a terminal event.
///
/// The conforming sink keeps a `DeliveryState` and its queue of pending events under its lock; the delivery loop
/// is written once, here.
@usableFromInline
protocol SerialisingSink: AnyObject {
    associatedtype Element: Sendable

    var observer: AnyObserver<Element> { get }

    /// Runs `body` on the delivery state and the queue of pending events while holding the sink's lock. `body`
    /// never calls out.
    func withDelivery<Result: Sendable>(_ body: (inout DeliveryState, inout [Event<Element>]) -> Result) -> Result

    /// Ends the sink's subscriptions; later calls do nothing.
    func dispose()
}

extension SerialisingSink {
    /// Accepts `event` and delivers it, with whatever is queued meanwhile, if no other caller is delivering.
    @inlinable
    func send(_ event: Event<Element>) {
        let shouldDeliver = withDelivery { delivery, pending in delivery.accept(event, into: &pending) }
        if shouldDeliver { deliver(event) }
    }

    /// Delivers `first`, then the events queued meanwhile, while this caller holds the delivery role (it took it
    /// through `DeliveryState.accept(_:into:)`).
    @inlinable
    func deliver(_ first: Event<Element>) {
        var current = first
        while true {
            if current.isStopEvent { releaseResource() }
            observer.on(current)
            if current.isStopEvent {
                dispose()
                return
            }
            let next = withDelivery { delivery, pending in delivery.takeNext(from: &pending) }
            guard let next else { return }
            current = next
        }
    }

    /// Stops counting this subscription as live: at its terminal event (before the observer sees it, so an
    /// observer that checks `Resources.total` on completion sees it gone) or at disposal. Only debug builds count,
    /// so only they take the lock for it.
    @inlinable
    func releaseResource() {
        #if DEBUG
            let isFirst = withDelivery { delivery, _ in
                defer { delivery.isResourceReleased = true }
                return !delivery.isResourceReleased
            }
            if isFirst { Resources.decrement() }
        #endif
    }
}
