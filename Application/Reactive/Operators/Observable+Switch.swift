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
///
/// The latest inner subscription is kept in the sink's own state (no disposable objects per inner sequence): an
/// inner subscription that returns after a newer inner sequence arrived, or after disposal, is disposed at once.
@usableFromInline
final class SwitchSink<Inner: ObservableConvertibleType>: Disposable {
    @usableFromInline
    let observer: AnyObserver<Inner.Element>
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let state = Mutex(SwitchState())

    @inlinable
    init(observer: AnyObserver<Inner.Element>) {
        self.observer = observer
    }

    @inlinable
    func run(_ source: Observable<Inner>) -> any Disposable {
        sourceSubscription.setDisposable(source.subscribe { event in self.onSource(event) })
        return self
    }

    @inlinable
    func onSource(_ event: Event<Inner>) {
        switch event {
        case .next(let inner):
            // Taken out through local variables rather than returned: a returned tuple goes through generic value
            // witnesses on its way out of `withLock`.
            var previous: (any Disposable)?
            let identifier = state.withLock { state in
                state.latestIdentifier += 1
                state.hasActiveInner = true
                swap(&previous, &state.innerSubscription)
                return state.latestIdentifier
            }
            previous?.dispose()
            let subscription = inner.asObservable().subscribe { event in self.onInner(event, identifier: identifier) }
            let isStale = state.withLock { state in
                guard !state.isDisposed, state.latestIdentifier == identifier else { return true }
                state.innerSubscription = subscription
                return false
            }
            if isStale { subscription.dispose() }
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

    /// Ends the source subscription and the latest inner subscription.
    @inlinable
    func dispose() {
        sourceSubscription.dispose()
        var inner: (any Disposable)?
        state.withLock { state in
            state.isDisposed = true
            swap(&inner, &state.innerSubscription)
        }
        inner?.dispose()
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
    @usableFromInline
    var innerSubscription: (any Disposable)?
    @usableFromInline
    var isDisposed = false
}
