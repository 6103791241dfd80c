extension Observable {
    /// Shares one subscription of this sequence among all observers, replaying the last `replay` values to
    /// each new observer.
    ///
    /// The source is subscribed when the first observer arrives and disposed when the last one leaves; `scope`
    /// decides whether the replay buffer survives that (`.forever`) or starts fresh (`.whileConnected`).
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        let shared = ShareReplaySource(source: self, replay: max(0, replay), scope: scope)
        return Observable { observer in shared.subscribe(observer) }
    }
}
