extension SharedSequence {
    /// Runs `onNext` on the main actor for each value, without changing the sequence: how a view model calls a
    /// main-actor navigator while the view drives the output. As `do(onNext:)`, it runs once per value however many
    /// observers there are.
    ///
    /// The sequence must deliver on the main queue: the `MainScheduler` in the program, or a test scheduler
    /// started on the main thread inside `SharingScheduler.mock`. A value delivered anywhere else stops the
    /// program (a broken contract, not a runtime condition).
    public func `do`(onMainActor onNext: @escaping @MainActor (Element) -> Void) -> Self {
        SharedSequence(source.do(onNext: { element in Self.deliverOnMainActor(element, to: onNext) }))
    }

    /// Hands `element` to `body` on the main actor, which it already runs on: the one place where the delivery of
    /// a Driver or Signal on the main queue becomes the main actor's isolation, checked when it happens.
    static func deliverOnMainActor(_ element: Element, to body: @MainActor (Element) -> Void) {
        MainActor.assumeIsolated { body(element) }
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// Binds the driver to a main-actor closure, called with each value on the main queue; for views, whose
    /// state lives on the main actor. The same delivery contract as `do(onMainActor:)`.
    public func drive(onMainActor onNext: @escaping @MainActor (Element) -> Void) -> any Disposable {
        source.subscribe(onNext: { element in Self.deliverOnMainActor(element, to: onNext) })
    }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    /// Subscribes a main-actor closure to the signal, called with each event on the main queue; for views, whose
    /// state lives on the main actor. The same delivery contract as `do(onMainActor:)`.
    public func emit(onMainActor onNext: @escaping @MainActor (Element) -> Void) -> any Disposable {
        source.subscribe(onNext: { element in Self.deliverOnMainActor(element, to: onNext) })
    }
}
