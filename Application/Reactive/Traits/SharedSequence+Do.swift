extension SharedSequence {
    /// Runs side effects for each value, the completion, and the start and end of each subscription, without
    /// changing the sequence (RxCocoa's callbacks; see `Observable.do` for their order); how a view model
    /// performs a side effect (navigation) while the view drives the output. The result stays shared and on the
    /// sharing scheduler, so each callback runs once per event however many observers there are.
    public func `do`(
        onNext: (@Sendable (Element) -> Void)? = nil,
        afterNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        afterCompleted: (@Sendable () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            source.do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
