extension ObservableConvertibleType {
    /// Turns this sequence into a driver that replaces an error with `element` and then completes.
    public func asDriver(onErrorJustReturn element: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: SharingScheduler.make()).catchAndReturn(element))
    }

    /// Turns this sequence into a driver that continues with `fallback` after an error.
    public func asDriver(onErrorDriveWith fallback: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: SharingScheduler.make()).catch { _ in fallback.asObservable() })
    }

    /// Turns this sequence into a driver that continues with the driver `recover` returns for the error.
    public func asDriver(onErrorRecover recover: @escaping @Sendable (any Error) -> Driver<Element>) -> Driver<Element>
    {
        Driver(asObservable().observe(on: SharingScheduler.make()).catch { recover($0).asObservable() })
    }

    /// Turns this sequence into a driver that completes quietly on error (pair it with an `ErrorTracker`).
    public func asDriverOnErrorJustComplete() -> Driver<Element> {
        Driver(asObservable().observe(on: SharingScheduler.make()).catch { _ in .empty() })
    }
}

extension PublishRelay {
    /// Returns a driver of the accepted values (relays never fail).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: SharingScheduler.make()))
    }
}

extension BehaviorRelay {
    /// Returns a driver of the current value and every accepted value (relays never fail).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: SharingScheduler.make()))
    }
}
