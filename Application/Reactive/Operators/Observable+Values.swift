extension Observable {
    /// The elements as an async sequence, for async code that consumes a use case (the `search` and `show`
    /// commands).
    ///
    /// Reading the property subscribes at once; elements are buffered until iterated. The sequence ends when the
    /// Observable completes, throws the Observable's error, and disposes the subscription when it is released
    /// unfinished (a `break` or `return` out of a loop over it) or the iterating task is cancelled.
    public var values: AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            let subscription = subscribe { event in
                switch event {
                case .next(let element):
                    continuation.yield(element)
                case .error(let error):
                    continuation.finish(throwing: error)
                case .completed:
                    continuation.finish()
                }
            }
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}
