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
    /// Whether `subscribeHandler` is the subscribe function given to `create`, which is trusted with nothing: each
    /// subscription runs it behind a `CreateSink`, unless its observer keeps the grammar itself
    /// (`subscribe(keepingGrammar:)`).
    @usableFromInline
    let isCreated: Bool

    /// Wraps a subscribe function that already respects the sequence grammar (used by built-in operators).
    @inlinable
    init(subscribeHandler: @escaping @Sendable (AnyObserver<Element>) -> any Disposable) {
        self.init(subscribeHandler: subscribeHandler, isCreated: false)
    }

    @inlinable
    init(subscribeHandler: @escaping @Sendable (AnyObserver<Element>) -> any Disposable, isCreated: Bool) {
        self.subscribeHandler = subscribeHandler
        self.isCreated = isCreated
    }

    /// Subscribes `observer`; dispose the result to stop receiving events.
    @inlinable
    public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        isCreated ? CreateSink.run(subscribeHandler, observer: observer) : subscribeHandler(observer)
    }

    /// Subscribes an observer that keeps the grammar itself, as a `merge` slot does: it drops whatever comes after a
    /// terminal event or its disposal, and serialises concurrent senders. A sequence made by `create` hands it to
    /// its subscribe function directly, without a `CreateSink` between them: no allocation of its own, and no
    /// second lock on the way of each event.
    @inlinable
    func subscribe(keepingGrammar observer: AnyObserver<Element>) -> any Disposable {
        subscribeHandler(observer)
    }

    /// Subscribes any observer (a subject, a testable observer); dispose the result to stop receiving events.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribe(AnyObserver { event in observer.on(event) })
    }

    /// Subscribes a closure that receives every event; dispose the result to stop receiving events.
    @inlinable
    public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> any Disposable {
        subscribe(AnyObserver(on))
    }

    @inlinable
    public func asObservable() -> Observable<Element> {
        self
    }
}
