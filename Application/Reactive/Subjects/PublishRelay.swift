/// A `PublishSubject` that can only carry values: it never errors and never completes.
///
/// Sharing and threading are as for `PublishSubject`; use it for UI events and other streams that live as
/// long as their owner.
public final class PublishRelay<Element: Sendable>: ObservableConvertibleType {
    let subject = PublishSubject<Element>()

    public init() {}

    /// Sends `element` to every observer.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Returns the sequence of accepted values (it never terminates).
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
