/// A hot sequence you push values into; observers receive only what is sent after they subscribe.
///
/// Sharing: every observer sees the same events, in the same order. Delivery happens synchronously on the
/// sending thread; sends from several threads (or from inside an observer) are serialised: a send that finds
/// delivery in progress is queued and delivered after the current event reached every observer. After a
/// terminal event, further sends are ignored and late subscribers receive only that terminal event.
public final class PublishSubject<Element: Sendable>: ObserverType, ObservableConvertibleType {
    @usableFromInline
    let core = SubjectCore<Element>(bufferSize: 0, replaysBufferAfterTermination: false)

    public init() {}

    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Sends `event` to every observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Returns the sequence of events sent into the subject.
    @inlinable
    public func asObservable() -> Observable<Element> {
        let core = core
        return Observable { observer in core.subscribe(observer) }
    }
}
