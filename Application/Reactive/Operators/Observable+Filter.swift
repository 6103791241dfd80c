extension Observable {
    /// Passes on only the values for which `isIncluded` returns `true`.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Observable<Element> {
        let source = self
        return Observable { observer in
            source.subscribe { event in
                switch event {
                case .next(let element):
                    if isIncluded(element) { observer.on(event) }
                case .error, .completed:
                    observer.on(event)
                }
            }
        }
    }
}
