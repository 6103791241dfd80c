extension Observable {
    /// Drops values while `predicate` holds; from the first value for which it does not, sends every value
    /// (without asking `predicate` again).
    public func skip(while predicate: @escaping @Sendable (Element) -> Bool) -> Observable<Element> {
        let source = self
        return .create { observer in
            let isSkipping = LockedState(true)
            return source.subscribe { event in
                if case .next(let element) = event, isSkipping.withLock({ $0 }) {
                    guard !predicate(element) else { return }
                    isSkipping.withLock { $0 = false }
                }
                observer.on(event)
            }
        }
    }
}
