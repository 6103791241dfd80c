/// A single notification an observable sends: a value, a failure, or normal completion.
///
/// A sequence sends any number of `.next` events followed by at most one `.error` or `.completed`;
/// nothing follows a terminal event.
public enum Event<Element> {
    /// The next value of the sequence.
    case next(Element)
    /// The sequence failed; no further events follow.
    case error(any Error)
    /// The sequence finished normally; no further events follow.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event {
    /// Whether this event ends the sequence (`.error` or `.completed`).
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The value carried by a `.next` event, or `nil`.
    @inlinable
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The failure carried by an `.error` event, or `nil`.
    @inlinable
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }
}
