import Synchronization

extension Observable where Element: ObservableConvertibleType {
    /// Flattens a sequence of sequences by following only the latest inner sequence; the previous inner
    /// subscription is disposed as soon as a new inner sequence arrives.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        let source = self
        return .create { observer in SwitchSink<Element>(observer: observer).run(source) }
    }
}

extension Observable {
    /// Maps every value to a sequence and follows only the latest one, disposing the previous inner subscription
    /// (the classic "search as you type" operator). Completes when the source and the latest inner completed.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Observable<Source.Element> {
        map(selector).switchLatest()
    }
}

/// Keeps only the latest inner sequence of a `switchLatest` subscribed, disposing the previous one.
@usableFromInline
final class SwitchSink<Inner: ObservableConvertibleType>: Sendable {
    @usableFromInline
    let observer: AnyObserver<Inner.Element>
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let innerSubscription = SerialDisposable()
    @usableFromInline
    let state = Mutex(SwitchState())

    @inlinable
    init(observer: AnyObserver<Inner.Element>) {
        self.observer = observer
    }

    @inlinable
    func run(_ source: Observable<Inner>) -> any Disposable {
        sourceSubscription.setDisposable(source.subscribe { event in self.onSource(event) })
        return Disposables.create(sourceSubscription, innerSubscription)
    }

    @inlinable
    func onSource(_ event: Event<Inner>) {
        switch event {
        case .next(let inner):
            let identifier = state.withLock { state in
                state.latestIdentifier += 1
                state.hasActiveInner = true
                return state.latestIdentifier
            }
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            subscription.setDisposable(
                inner.asObservable().subscribe { event in self.onInner(event, identifier: identifier) })
        case .error(let error):
            observer.onError(error)
        case .completed:
            let isDone = state.withLock { state in
                state.isSourceCompleted = true
                return !state.hasActiveInner
            }
            if isDone { observer.onCompleted() }
        }
    }

    @inlinable
    func onInner(_ event: Event<Inner.Element>, identifier: Int) {
        let (isLatest, isDone) = state.withLock { state -> (Bool, Bool) in
            guard state.latestIdentifier == identifier else { return (false, false) }
            guard case .completed = event else { return (true, false) }
            state.hasActiveInner = false
            return (true, state.isSourceCompleted)
        }
        guard isLatest else { return }
        switch event {
        case .next, .error: observer.on(event)
        case .completed: if isDone { observer.onCompleted() }
        }
    }
}

/// The bookkeeping of one `switchLatest` subscription.
@usableFromInline
struct SwitchState: Sendable {
    @usableFromInline
    var latestIdentifier = 0
    @usableFromInline
    var hasActiveInner = false
    @usableFromInline
    var isSourceCompleted = false
}
