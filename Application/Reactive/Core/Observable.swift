/// A cold, push-based sequence of values: nothing happens until someone subscribes.
///
/// Each subscription runs the sequence's work anew (use `share(replay:scope:)` to share it); events arrive
/// on whatever thread produced them unless `observe(on:)` moves them; a subscription ends at the first
/// terminal event or when its disposable is disposed. Elements must be `Sendable` because events may
/// cross threads. Unlike RxSwift's, operator closures do not throw: a step that can fail returns
/// `Observable.error` from a `flatMap` (see <doc:ComparedWithRxSwiftAndCombine>, its table of differences).
public struct Observable<Element: Sendable>: ObservableConvertibleType {
    @usableFromInline
    let subscribeHandler: @Sendable (AnyObserver<Element>) -> any Disposable

    /// Wraps a subscribe function that already respects the sequence grammar (used by built-in operators).
    @inlinable
    init(subscribeHandler: @escaping @Sendable (AnyObserver<Element>) -> any Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    /// Subscribes `observer`; dispose the result to stop receiving events.
    @inlinable
    public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        subscribeHandler(observer)
    }

    /// Subscribes any observer (a subject, a testable observer); dispose the result to stop receiving events.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribeHandler(AnyObserver { event in observer.on(event) })
    }

    /// Subscribes a closure that receives every event; dispose the result to stop receiving events.
    @inlinable
    public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> any Disposable {
        subscribeHandler(AnyObserver(on))
    }

    @inlinable
    public func asObservable() -> Observable<Element> {
        self
    }
}
