extension Observable {
    /// Subscribes separate handlers for values, failure, completion and the end of the subscription.
    ///
    /// `onDisposed` runs exactly once: after a terminal event, or when the returned disposable is disposed.
    @inlinable
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        let subscription = CompositeDisposable()
        if let onDisposed {
            _ = subscription.insert(Disposables.create(with: onDisposed))
        }
        let upstream = subscribe { event in
            switch event {
            case .next(let element):
                onNext?(element)
            case .error(let error):
                onError?(error)
                subscription.dispose()
            case .completed:
                onCompleted?()
                subscription.dispose()
            }
        }
        _ = subscription.insert(upstream)
        return subscription
    }
}
