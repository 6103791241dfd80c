/// A hot sequence that replays up to `bufferSize` recent values to every new observer.
///
/// Sharing and threading are as for `PublishSubject` (serialised delivery on the sending thread). After a
/// terminal event, late subscribers receive the buffered values followed by the terminal event.
public final class ReplaySubject<Element: Sendable>: ObserverType, ObservableConvertibleType {
    @usableFromInline
    let core: SubjectCore<Element>

    init(bufferSize: Int) {
        core = SubjectCore(bufferSize: max(0, bufferSize), replaysBufferAfterTermination: true)
    }

    /// Creates a subject that replays the last `bufferSize` values.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// Creates a subject that replays every value it ever received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Sends `event` to every observer and records `.next` values for replay.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Returns the sequence of the buffered values followed by every later event.
    @inlinable
    public func asObservable() -> Observable<Element> {
        let core = core
        return Observable { observer in core.subscribe(observer) }
    }
}
