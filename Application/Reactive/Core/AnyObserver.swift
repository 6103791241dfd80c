/// A type-erased observer: a `Sendable` closure that receives events.
///
/// It adds no synchronisation of its own; the observable that calls it guarantees one event at a time.
public struct AnyObserver<Element: Sendable>: ObserverType {
    @usableFromInline
    let handler: @Sendable (Event<Element>) -> Void

    /// Creates an observer that forwards every event to `handler`.
    @inlinable
    public init(_ handler: @escaping @Sendable (Event<Element>) -> Void) {
        self.handler = handler
    }

    @inlinable
    public func on(_ event: Event<Element>) {
        handler(event)
    }

    /// Returns itself: it is already type-erased.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
