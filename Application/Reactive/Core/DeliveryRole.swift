/// The delivery role of a sink that serialises its own output (`SerialisingSink`): whether a caller holds it, the
/// events accepted while one did, and whether anything more may be accepted.
///
/// Read and written only while the sink's lock is held. An accepted event is delivered by the caller that accepted
/// it, outside the lock, if no other caller holds the role; otherwise it waits here for that caller. Nothing is
/// accepted after a terminal event or disposal. Its layout does not depend on `Element` (flags and an array), so a
/// generic sink's deinitialiser destroys it without looking up type metadata.
@usableFromInline
struct DeliveryRole<Element: Sendable>: Sendable {
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
    /// Events accepted while another caller was delivering, in the order they were accepted.
    @usableFromInline
    var pending: [Event<Element>] = []

    @inlinable
    init() {}

    /// Returns whether the caller takes the role to deliver `event`; otherwise the event is queued behind the caller
    /// delivering, or dropped after a terminal event or disposal.
    @inlinable
    mutating func accept(_ event: Event<Element>) -> Bool {
        if isStopped { return false }
        if event.isStopEvent { isStopped = true }
        if isDelivering {
            pending.append(event)
            return false
        }
        isDelivering = true
        return true
    }

    /// The next queued event for the caller holding the role, or `nil`, which gives the role up: when nothing was
    /// queued meanwhile (the common case), or when the sink was disposed (its queue is dropped).
    @inlinable
    mutating func takeNext() -> Event<Element>? {
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
    mutating func dispose() -> Bool {
        if isDisposed { return false }
        isDisposed = true
        isStopped = true
        if !pending.isEmpty { pending.removeAll() }
        return true
    }
}
