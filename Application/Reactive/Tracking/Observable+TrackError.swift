extension Observable {
    /// Reports this sequence's error to `tracker`, then propagates it unchanged.
    public func trackError(_ tracker: ErrorTracker) -> Observable<Element> {
        tracker.track(self)
    }
}
