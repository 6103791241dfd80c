extension Observable {
    /// Counts every subscription of this sequence as an activity of `indicator`, until it terminates or is
    /// disposed.
    public func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
        indicator.track(self)
    }
}
