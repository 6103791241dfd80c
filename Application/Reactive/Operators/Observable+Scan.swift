extension Observable {
    /// Sends the running accumulation of the values, starting from `seed`, after each value.
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
    ) -> Observable<Accumulate> {
        let source = self
        return .create { observer in
            let accumulated = LockedState(seed)
            return source.subscribe { event in
                switch event {
                case .next(let element):
                    let next = accumulated.withLock { current in
                        current = accumulator(current, element)
                        return current
                    }
                    observer.onNext(next)
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }

    /// Sends the final accumulation of all values, starting from `seed`, when the sequence completes.
    public func reduce<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
    ) -> Observable<Accumulate> {
        let source = self
        return .create { observer in
            let accumulated = LockedState(seed)
            return source.subscribe { event in
                switch event {
                case .next(let element):
                    accumulated.withLock { current in current = accumulator(current, element) }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onNext(accumulated.withLock { $0 })
                    observer.onCompleted()
                }
            }
        }
    }
}
