extension Observable {
    /// Delivers every event on `scheduler`, in order; the source still runs where it was subscribed.
    public func observe(on scheduler: any SchedulerType) -> Observable<Element> {
        let source = self
        return .create { observer in
            source.subscribe { event in
                _ = scheduler.schedule { observer.on(event) }
            }
        }
    }

    /// Performs the subscription to this sequence on `scheduler` (for sources that do work when subscribed).
    public func subscribe(on scheduler: any SchedulerType) -> Observable<Element> {
        let source = self
        return .create { observer in
            let subscription = SingleAssignmentDisposable()
            let scheduled = scheduler.schedule { subscription.setDisposable(source.subscribe(observer)) }
            return Disposables.create(scheduled, subscription)
        }
    }
}
