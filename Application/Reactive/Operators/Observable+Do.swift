extension Observable {
    /// Runs side effects for each event and for the start and end of each subscription, without changing the
    /// sequence. `onDispose` runs once per subscription: after a terminal event or on disposal.
    public func `do`(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Observable<Element> {
        let source = self
        return .create { observer in
            onSubscribe?()
            let subscription = source.subscribe { event in
                switch event {
                case .next(let element): onNext?(element)
                case .error(let error): onError?(error)
                case .completed: onCompleted?()
                }
                observer.on(event)
            }
            return Disposables.create {
                subscription.dispose()
                onDispose?()
            }
        }
    }
}
