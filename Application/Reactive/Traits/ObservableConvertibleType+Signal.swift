extension ObservableConvertibleType {
    /// Turns this sequence into a signal that replaces an error with `element` and then completes.
    public func asSignal(onErrorJustReturn element: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(element))
    }

    /// Turns this sequence into a signal that continues with `fallback` after an error.
    public func asSignal(onErrorSignalWith fallback: Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in fallback.asObservable() })
    }

    /// Turns this sequence into a signal that continues with the signal `recover` returns for the error.
    public func asSignal(onErrorRecover recover: @escaping @Sendable (any Error) -> Signal<Element>) -> Signal<Element>
    {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { recover($0).asObservable() })
    }
}

extension PublishRelay {
    /// Returns a signal of the values accepted from now on (relays never fail; nothing is replayed).
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
