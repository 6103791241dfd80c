import Dispatch

extension Observable {
    /// Fails with `ReactiveError.timeout` if no value arrives within `dueTime` on `scheduler` after subscription
    /// or after the previous value.
    public func timeout(_ dueTime: DispatchTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = self
        return .create { observer in
            let generation = LockedState(0)
            let timer = SerialDisposable()
            let startTimer: @Sendable (Int) -> Void = { current in
                timer.disposable = scheduler.schedule(after: dueTime) {
                    if generation.withLock({ $0 == current }) { observer.onError(ReactiveError.timeout) }
                }
            }
            startTimer(0)
            let subscription = source.subscribe { event in
                switch event {
                case .next:
                    let current = generation.withLock { value in
                        value += 1
                        return value
                    }
                    observer.on(event)
                    startTimer(current)
                case .error, .completed:
                    generation.withLock { $0 += 1 }
                    timer.dispose()
                    observer.on(event)
                }
            }
            return Disposables.create(subscription, timer)
        }
    }
}
