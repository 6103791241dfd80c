/// Something that can present itself as an `Observable` (subjects, relays, drivers, observables).
public protocol ObservableConvertibleType<Element>: Sendable {
    associatedtype Element: Sendable

    func asObservable() -> Observable<Element>
}
