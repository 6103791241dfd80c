extension Observable {
    /// Creates a sequence from a subscribe function: the building block for custom sources.
    ///
    /// The observer handed to `subscribe` enforces the grammar for you: events after a terminal event or after
    /// disposal are dropped, events sent from several threads at once are delivered one at a time (in arrival
    /// order, never while a lock is held), and the returned disposable is disposed right after the terminal event.
    @inlinable
    public static func create(
        _ subscribe: @escaping @Sendable (AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        Observable { observer in
            let sink = CreateSink(observer: observer)
            let subscription = subscribe(AnyObserver { event in sink.on(event) })
            sink.setSubscription(subscription)
            return sink
        }
    }
}
