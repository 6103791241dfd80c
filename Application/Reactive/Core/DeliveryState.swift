/// Who may deliver events of a sink that serialises its own output, and whether anything more may be delivered.
///
/// Kept under the sink's lock beside the sink's queue of pending events. An event is accepted by a caller, which
/// then delivers it outside the lock (`SerialisingSink.deliver(_:)`), or it is queued behind the caller already
/// delivering; nothing is accepted after a terminal event or disposal.
@usableFromInline
struct DeliveryState: Sendable {
    /// A terminal event was accepted, or the sink was disposed.
    @usableFromInline
    var isStopped = false
    @usableFromInline
    var isDelivering = false
    @usableFromInline
    var isDisposed = false
    /// Whether the sink stopped counting itself in `Resources` (debug builds only).
    @usableFromInline
    var isResourceReleased = false

    @inlinable
    init() {}

    /// Returns whether the caller takes the delivery role for `event`; otherwise the event is queued behind the
    /// caller already delivering, or dropped after a terminal event or disposal.
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

    /// The next queued event for the caller holding the delivery role, or `nil`, which gives the role up: when
    /// nothing was queued meanwhile (the common case), or when the sink was disposed (its queue is dropped).
    @inlinable
    mutating func takeNext<Element>(from pending: inout [Event<Element>]) -> Event<Element>? {
        if pending.isEmpty {
            isDelivering = false
            return nil
        }
        if isDisposed {
            pending.removeAll()
            isDelivering = false
            return nil
        }
        return pending.removeFirst()
    }

    /// Marks the sink disposed and drops its queue; returns whether this was the first disposal.
    @inlinable
    mutating func dispose<Element>(dropping pending: inout [Event<Element>]) -> Bool {
        if isDisposed { return false }
        isDisposed = true
        isStopped = true
        if !pending.isEmpty { pending.removeAll() }
        return true
    }
}
