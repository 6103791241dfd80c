/// Something that can present itself as an `Observable` (subjects, relays, drivers, observables).
public protocol ObservableConvertibleType<Element>: Sendable {
    /// The type of the values the sequence produces.
    associatedtype Element: Sendable

    /// Returns the observable sequence this value represents.
    func asObservable() -> Observable<Element>
}
