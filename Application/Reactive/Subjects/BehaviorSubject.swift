/// A hot sequence that holds a current value and sends it to every new observer first.
///
/// Sharing and threading are as for `PublishSubject` (serialised delivery on the sending thread). A new
/// observer synchronously receives the current value, then every later event; after a terminal event, late
/// subscribers receive only that terminal event.
public final class BehaviorSubject<Element: Sendable>: ObserverType, ObservableConvertibleType {
    @usableFromInline
    let core: SubjectCore<Element>

    /// Creates a subject whose current value is `value`.
    public init(value: Element) {
        core = SubjectCore(bufferSize: 1, replaysBufferAfterTermination: false, initialValue: value)
    }

    /// Returns the latest value sent, or throws the error the subject failed with.
    public func value() throws -> Element {
        if case .error(let error)? = core.acceptedTerminalEvent { throw error }
        guard let value = core.latestAccepted else { throw ReactiveError.noElements }
        return value
    }

    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Sends `event` to every observer; a `.next` becomes the current value.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Returns the sequence of the current value followed by every later event.
    @inlinable
    public func asObservable() -> Observable<Element> {
        let core = core
        return Observable { observer in core.subscribe(observer) }
    }
}
