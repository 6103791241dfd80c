import Synchronization

extension Observable {
    /// Runs side effects for each event and for the start and end of each subscription, without changing the
    /// sequence, with RxSwift's callbacks and order.
    ///
    /// `onNext`, `onError` and `onCompleted` run before the event is passed on, `afterNext`, `afterError` and
    /// `afterCompleted` after it. `onSubscribe` runs before the source is subscribed and `onSubscribed` once
    /// subscribing has returned (after any events the source sent while being subscribed). `onDispose` runs
    /// once per subscription, after the source subscription is disposed: after a terminal event (and its
    /// `after...` callback, and `onSubscribed` if it came while subscribing) or on disposal.
    public func `do`(
        onNext: (@Sendable (Element) -> Void)? = nil,
        afterNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        afterError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        afterCompleted: (@Sendable () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Observable<Element> {
        let source = self
        return Observable { observer in
            onSubscribe?()
            let subscription = SingleAssignmentDisposable()
            let whole = Disposables.create {
                subscription.dispose()
                onDispose?()
            }
            let phase = Mutex((isSubscribing: true, endedWhileSubscribing: false))
            subscription.setDisposable(
                source.subscribe { event in
                    switch event {
                    case .next(let element): onNext?(element)
                    case .error(let error): onError?(error)
                    case .completed: onCompleted?()
                    }
                    observer.on(event)
                    switch event {
                    case .next(let element): afterNext?(element)
                    case .error(let error): afterError?(error)
                    case .completed: afterCompleted?()
                    }
                    guard event.isStopEvent else { return }
                    let isSubscribing = phase.withLock { phase in
                        phase.endedWhileSubscribing = phase.isSubscribing
                        return phase.isSubscribing
                    }
                    if !isSubscribing { whole.dispose() }
                })
            onSubscribed?()
            let ended = phase.withLock { phase in
                phase.isSubscribing = false
                return phase.endedWhileSubscribing
            }
            if ended { whole.dispose() }
            return whole
        }
    }
}
