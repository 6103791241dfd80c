extension Observable {
    /// Transforms every value with `transform`.
    @inlinable
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> Observable<Result> {
        let source = self
        return Observable<Result> { observer in
            source.subscribe { event in
                switch event {
                case .next(let element): observer.on(.next(transform(element)))
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
    }

    /// Transforms every value with `transform` and drops the `nil` results.
    @inlinable
    public func compactMap<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) -> Result?
    ) -> Observable<Result> {
        let source = self
        return Observable<Result> { observer in
            source.subscribe { event in
                switch event {
                case .next(let element):
                    if let result = transform(element) { observer.on(.next(result)) }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
    }

    /// Replaces every value with `()`, for triggers that only signal that something happened.
    @inlinable
    public func mapToVoid() -> Observable<Void> {
        map { _ in () }
    }
}
