/// A `BehaviorSubject` that can only carry values: it holds a current value, never errors and never completes.
///
/// Sharing and threading are as for `BehaviorSubject`: new observers receive the current value first.
public final class BehaviorRelay<Element: Sendable>: ObservableConvertibleType {
    let subject: BehaviorSubject<Element>
    let initialValue: Element

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
        initialValue = value
    }

    /// The latest accepted value.
    public var value: Element {
        (try? subject.value()) ?? initialValue
    }

    /// Makes `element` the current value and sends it to every observer.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Returns the sequence of the current value followed by every accepted value (it never terminates).
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
