extension Observable {
    /// Sends `elements` first, synchronously on subscription, then the values of this sequence.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = self
        return Observable { observer in
            for element in elements { observer.onNext(element) }
            return source.subscribe(observer)
        }
    }
}
