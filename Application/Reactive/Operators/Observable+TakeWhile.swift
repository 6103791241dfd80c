extension Observable {
    /// Sends values while `predicate` holds, then completes at the first value for which it does not (sending
    /// that value too with `.inclusive`) and disposes the source.
    public func take(
        while predicate: @escaping @Sendable (Element) -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(until: { !predicate($0) }, behavior: behavior)
    }

    /// Sends values until `predicate` holds, then completes at that value (sending it too with `.inclusive`)
    /// and disposes the source.
    public func take(
        until predicate: @escaping @Sendable (Element) -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        let source = self
        return .create { observer in
            source.subscribe { event in
                guard case .next(let element) = event, predicate(element) else { return observer.on(event) }
                if behavior == .inclusive { observer.onNext(element) }
                observer.onCompleted()
            }
        }
    }
}
