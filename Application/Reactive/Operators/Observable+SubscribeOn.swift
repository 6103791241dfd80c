extension Observable {
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
