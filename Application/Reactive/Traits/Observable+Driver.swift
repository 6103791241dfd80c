extension Observable {
    /// Turns this sequence into a driver that replaces an error with `element` and then completes.
    public func asDriver(onErrorJustReturn element: Element) -> Driver<Element> {
        Driver(catchAndReturn(element).observe(on: SharingScheduler.make()))
    }

    /// Turns this sequence into a driver that continues with `fallback` after an error.
    public func asDriver(onErrorDriveWith fallback: Driver<Element>) -> Driver<Element> {
        Driver(self.catch { _ in fallback.asObservable() }.observe(on: SharingScheduler.make()))
    }

    /// Turns this sequence into a driver that continues with the driver `recover` returns for the error.
    public func asDriver(onErrorRecover recover: @escaping @Sendable (any Error) -> Driver<Element>) -> Driver<Element>
    {
        Driver(self.catch { recover($0).asObservable() }.observe(on: SharingScheduler.make()))
    }

    /// Turns this sequence into a driver that completes quietly on error (pair it with an `ErrorTracker`).
    public func asDriverOnErrorJustComplete() -> Driver<Element> {
        Driver(self.catch { _ in .empty() }.observe(on: SharingScheduler.make()))
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
