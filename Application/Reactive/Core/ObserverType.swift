/// Something that receives the events of an observable sequence.
///
/// Callers must respect the sequence grammar: events arrive one at a time, and nothing follows a terminal event.
public protocol ObserverType<Element>: Sendable {
    associatedtype Element: Sendable

    func on(_ event: Event<Element>)
}

extension ObserverType {
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends an `.error` event, ending the sequence.
    @inlinable
    public func onError(_ error: any Error) {
        on(.error(error))
    }

    /// Sends a `.completed` event, ending the sequence.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver { event in self.on(event) }
    }
}
