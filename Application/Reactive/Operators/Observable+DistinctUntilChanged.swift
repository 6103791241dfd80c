extension Observable {
    /// Drops every value that `isEquivalent` considers equal to the previous value sent.
    public func distinctUntilChanged(
        _ isEquivalent: @escaping @Sendable (Element, Element) -> Bool
    ) -> Observable<Element> {
        let source = self
        return .create { observer in
            let previous = LockedState<Element?>(nil)
            return source.subscribe { event in
                switch event {
                case .next(let element):
                    let isDuplicate = previous.withLock { last in
                        if let last, isEquivalent(last, element) { return true }
                        last = element
                        return false
                    }
                    if !isDuplicate { observer.onNext(element) }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }

    /// Drops every value whose key equals the key of the previous value sent.
    public func distinctUntilChanged<Key: Equatable & Sendable>(
        _ keySelector: @escaping @Sendable (Element) -> Key
    ) -> Observable<Element> {
        distinctUntilChanged { keySelector($0) == keySelector($1) }
    }
}

extension Observable where Element: Equatable {
    /// Drops every value equal to the previous value sent.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged { $0 == $1 }
    }
}
