extension Observable {
    /// Sends the running accumulation after each value, starting from `seed`; `accumulator` changes the
    /// accumulation in place (`scan(into: []) { $0.append($1) }`) instead of returning a new one, as RxSwift's
    /// `scan(into:accumulator:)`.
    public func scan<Accumulate: Sendable>(
        into seed: Accumulate, accumulator: @escaping @Sendable (inout Accumulate, Element) -> Void
    ) -> Observable<Accumulate> {
        let source = self
        return .create { observer in
            let accumulated = LockedState(seed)
            return source.subscribe { event in
                switch event {
                case .next(let element):
                    let current = accumulated.withLock { current in
                        accumulator(&current, element)
                        return current
                    }
                    observer.onNext(current)
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}
