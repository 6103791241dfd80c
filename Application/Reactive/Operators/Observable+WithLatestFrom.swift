extension Observable {
    /// Combines every value of this sequence with the latest value of `second`, using `resultSelector`.
    ///
    /// Values that arrive before `second` has sent anything are dropped. Completes when this sequence completes
    /// (the completion of `second` is ignored); fails when either fails.
    public func withLatestFrom<Second: ObservableConvertibleType, Result: Sendable>(
        _ second: Second, resultSelector: @escaping @Sendable (Element, Second.Element) -> Result
    ) -> Observable<Result> {
        let source = self
        return .create { observer in
            let latest = LockedState<Second.Element?>(nil)
            let secondSubscription = second.asObservable().subscribe { event in
                switch event {
                case .next(let value): latest.withLock { $0 = value }
                case .error(let error): observer.onError(error)
                case .completed: break
                }
            }
            let sourceSubscription = source.subscribe { event in
                switch event {
                case .next(let element):
                    if let value = latest.withLock({ $0 }) { observer.onNext(resultSelector(element, value)) }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
            return Disposables.create(secondSubscription, sourceSubscription)
        }
    }

    /// Replaces every value of this sequence with the latest value of `second`, dropping values that arrive
    /// before `second` has sent anything.
    public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second) { _, value in value }
    }
}
