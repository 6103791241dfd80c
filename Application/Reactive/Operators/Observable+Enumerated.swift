extension Observable {
    /// Pairs every value with its zero-based position in the sequence.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = self
        return .create { observer in
            let counter = LockedState(0)
            return source.subscribe { event in
                switch event {
                case .next(let element):
                    let index = counter.withLock { count in
                        defer { count += 1 }
                        return count
                    }
                    observer.onNext((index: index, element: element))
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}
