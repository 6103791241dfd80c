extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    /// Subscribes closures to the signal, called on the sharing scheduler (the main queue in the app).
    public func emit(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Sends every event (values and the completion) to each of `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        source.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every value to each of `relays`.
    public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
        source.subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every value to each of `relays`, making it their current value.
    public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
        source.subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }
}
