import Synchronization

/// A sink that enforces the sequence grammar of its output itself, as `Observable.create`'s does: events from
/// concurrent (or reentrant) callers are delivered one at a time, in the order they were accepted, never while the
/// sink's lock is held; nothing is delivered after a terminal event or disposal, and the sink disposes itself
/// right after delivering a terminal event.
///
/// A conforming sink keeps its `DeliveryRole` beside a `Mutex` of no value, with whatever state of its own decides
/// what it accepts: one lock both decides and hands out the role. What the role holds, how the lock guards it and
/// the delivery loop are written once, in `DeliveryRole` and here; a sink says when to accept an event.
@usableFromInline
protocol SerialisingSink: AnyObject {
    associatedtype Element: Sendable

    var observer: AnyObserver<Element> { get }

    /// Guards `delivery` and the sink's own state. A `Mutex` of no value: the sink is generic, and destroying a
    /// `Mutex` of a generic value in its (generic) deinitialiser would look up that value's type metadata.
    var lock: Mutex<Void> { get }

    /// Read and written only while `lock` is held, by code that never calls out: no two accesses overlap, which is
    /// what makes a conforming sink `Sendable` and its unchecked exclusivity safe (a sink stores it as
    /// `nonisolated(unsafe)` and `@exclusivity(unchecked)`).
    var delivery: DeliveryRole<Element> { get set }

    /// Ends the sink's subscriptions; later calls do nothing.
    func dispose()
}

extension SerialisingSink {
    /// Runs `body` on the delivery role while holding the lock; `body` never calls out.
    @inlinable
    func withDelivery<Result: Sendable>(_ body: (inout DeliveryRole<Element>) -> Result) -> Result {
        lock.withLock { _ in body(&delivery) }
    }

    /// Accepts `event` and delivers it, with whatever is queued meanwhile, if no other caller is delivering.
    @inlinable
    func send(_ event: Event<Element>) {
        if withDelivery({ $0.accept(event) }) { deliver(event) }
    }

    /// Delivers `first`, then the events queued meanwhile, while this caller holds the delivery role (it took it
    /// through `DeliveryRole.accept(_:)`).
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
            guard let next = withDelivery({ $0.takeNext() }) else { return }
            current = next
        }
    }

    /// Stops counting this subscription as live: at its terminal event (before the observer sees it, so an
    /// observer that checks `Resources.total` on completion sees it gone) or at disposal. Only debug builds count,
    /// so only they take the lock for it.
    @inlinable
    func releaseResource() {
        #if DEBUG
            let isFirst = withDelivery { delivery in
                defer { delivery.isResourceReleased = true }
                return !delivery.isResourceReleased
            }
            if isFirst { Resources.decrement() }
        #endif
    }
}
