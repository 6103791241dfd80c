import Synchronization

extension Observable {
    /// Delivers every event on `scheduler`, in order; the source still runs where it was subscribed.
    ///
    /// As in RxSwift, a serial dispatch-queue scheduler (`MainScheduler`, `SerialDispatchQueueScheduler`) gets
    /// one scheduled action per event, while any other scheduler (such as a virtual-time one) gets one action
    /// at a time: the events that arrive meanwhile wait in a queue, and each delivery schedules the next. On a
    /// test scheduler that delivers a burst one tick apart.
    public func observe(on scheduler: any SchedulerType) -> Observable<Element> {
        let source = self
        if scheduler is any SerialDispatchScheduling {
            return .create { observer in
                source.subscribe { event in
                    _ = scheduler.schedule { observer.on(event) }
                }
            }
        }
        return .create { observer in
            let sink = ObserveOnSink(observer: observer, scheduler: scheduler)
            let subscription = source.subscribe { event in sink.enqueue(event) }
            return Disposables.create(subscription, sink)
        }
    }
}

/// The queue of events `observe(on:)` holds for a scheduler that is not a serial dispatch queue, delivered one
/// scheduled action at a time.
final class ObserveOnSink<Element: Sendable>: Disposable {
    private let observer: AnyObserver<Element>
    private let scheduler: any SchedulerType
    private let pending = Mutex<(events: [Event<Element>], isRunning: Bool)>(([], false))
    private let scheduled = SerialDisposable()

    init(observer: AnyObserver<Element>, scheduler: any SchedulerType) {
        self.observer = observer
        self.scheduler = scheduler
    }

    func enqueue(_ event: Event<Element>) {
        let start = pending.withLock { pending in
            pending.events.append(event)
            defer { pending.isRunning = true }
            return !pending.isRunning
        }
        if start { scheduleDelivery() }
    }

    func dispose() {
        scheduled.dispose()
    }

    private func scheduleDelivery() {
        scheduled.disposable = scheduler.schedule { self.deliverNext() }
    }

    private func deliverNext() {
        guard !scheduled.isDisposed else { return }
        let event = pending.withLock { pending in pending.events.isEmpty ? nil : pending.events.removeFirst() }
        guard let event else { return }
        observer.on(event)
        if event.isStopEvent { return dispose() }
        let more = pending.withLock { pending in
            pending.isRunning = !pending.events.isEmpty
            return pending.isRunning
        }
        if more { scheduleDelivery() }
    }
}
