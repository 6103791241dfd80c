extension Observable {
    /// Performs the subscription to this sequence on `scheduler` (for sources that do work when subscribed), and
    /// its disposal there too, as RxSwift does: disposing (or a terminal event) schedules the unsubscription on
    /// `scheduler` rather than running it on the caller's thread.
    public func subscribe(on scheduler: any SchedulerType) -> Observable<Element> {
        let source = self
        return .create { observer in
            let current = SerialDisposable()
            let pending = SingleAssignmentDisposable()
            current.disposable = pending
            pending.setDisposable(
                scheduler.schedule {
                    let subscription = source.subscribe(observer)
                    current.disposable = Disposables.create(with: {
                        _ = scheduler.schedule { subscription.dispose() }
                    })
                })
            return current
        }
    }
}
