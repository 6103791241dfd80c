extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// Binds the driver to closures, called on the sharing scheduler (the main queue in the app).
    public func drive(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Sends every value (and the completion) to `observer`.
    public func drive<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// Sends every value to `relay`.
    public func drive(_ relay: PublishRelay<Element>) -> any Disposable {
        source.subscribe(onNext: { relay.accept($0) })
    }

    /// Sends every value to `relay`, making it the relay's current value.
    public func drive(_ relay: BehaviorRelay<Element>) -> any Disposable {
        source.subscribe(onNext: { relay.accept($0) })
    }
}
