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
