import Dispatch

extension Observable {
    /// Shifts every value and the completion later by `dueTime` on `scheduler`; errors are forwarded at once.
    public func delay(_ dueTime: DispatchTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = self
        return .create { observer in
            let scheduled = CompositeDisposable()
            let subscription = source.subscribe { event in
                if case .error = event {
                    observer.on(event)
                    return
                }
                let slot = SingleAssignmentDisposable()
                guard let key = scheduled.insert(slot) else { return }
                slot.setDisposable(
                    scheduler.schedule(after: dueTime) {
                        scheduled.remove(for: key)
                        observer.on(event)
                    })
            }
            return Disposables.create(subscription, scheduled)
        }
    }
}
