import Dispatch

extension Observable {
    /// Sends a value only after `dueTime` has passed on `scheduler` without another value arriving.
    ///
    /// On completion, a value still held back is sent first; an error is forwarded at once and drops it.
    public func debounce(_ dueTime: DispatchTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        let source = self
        return .create { observer in
            let state = LockedState(DebounceState<Element>())
            let timer = SerialDisposable()
            let subscription = source.subscribe { event in
                switch event {
                case .next(let element):
                    let generation = state.withLock { state in
                        state.pending = element
                        state.generation += 1
                        return state.generation
                    }
                    timer.disposable = scheduler.schedule(after: dueTime) {
                        let value = state.withLock { state -> Element? in
                            guard state.generation == generation else { return nil }
                            defer { state.pending = nil }
                            return state.pending
                        }
                        if let value { observer.onNext(value) }
                    }
                case .error(let error):
                    state.withLock { $0.pending = nil }
                    observer.onError(error)
                case .completed:
                    let value = state.withLock { state -> Element? in
                        defer { state.pending = nil }
                        return state.pending
                    }
                    if let value { observer.onNext(value) }
                    observer.onCompleted()
                }
            }
            return Disposables.create(subscription, timer)
        }
    }
}

/// The value a `debounce` is holding back and the generation of its timer.
struct DebounceState<Element: Sendable>: Sendable {
    var pending: Element?
    var generation = 0
}
