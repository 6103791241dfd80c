import Dispatch
import Synchronization

/// Runs one `throttle` subscription: the first value of a window goes out at once, the latest value of the
/// window (if `latest`) goes out when the window closes and opens the next window.
final class ThrottleSink<Element: Sendable>: Sendable {
    let observer: AnyObserver<Element>
    let dueTime: DispatchTimeInterval
    let latest: Bool
    let scheduler: any SchedulerType
    let timer = SerialDisposable()
    let state = Mutex(ThrottleState<Element>())

    init(observer: AnyObserver<Element>, dueTime: DispatchTimeInterval, latest: Bool, scheduler: any SchedulerType) {
        self.observer = observer
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    func run(_ source: Observable<Element>) -> any Disposable {
        let subscription = source.subscribe { event in self.on(event) }
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let sendsNow = state.withLock { state in
                if state.isWindowOpen {
                    if latest { state.pending = element }
                    return false
                }
                state.isWindowOpen = true
                return true
            }
            if sendsNow {
                observer.onNext(element)
                openWindow()
            }
        case .error(let error):
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

    func openWindow() {
        timer.disposable = scheduler.schedule(after: dueTime) { self.closeWindow() }
    }

    func closeWindow() {
        let value = state.withLock { state -> Element? in
            if let pending = state.pending {
                state.pending = nil
                return pending
            }
            state.isWindowOpen = false
            return nil
        }
        if let value {
            observer.onNext(value)
            openWindow()
        }
    }
}
