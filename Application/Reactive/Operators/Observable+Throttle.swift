import Dispatch
import Foundation
import Synchronization

extension Observable {
    /// Sends at most one value per `dueTime`, timed on `scheduler`, as RxSwift's `throttle`.
    ///
    /// A value is sent at once when at least `dueTime` has passed since the last value sent (comparing the
    /// scheduler's times, so a value arriving exactly `dueTime` later is sent). Otherwise, with `latest`, it is
    /// held back and the most recent value held back is sent when `dueTime` since the last one has passed;
    /// without `latest` it is dropped. A completion waits for a value still held back, so two values never
    /// leave closer than `dueTime` apart; an error is forwarded at once and drops the held-back value.
    public func throttle(
        _ dueTime: DispatchTimeInterval, latest: Bool = true, scheduler: any SchedulerType
    ) -> Observable<Element> {
        let source = self
        return .create { observer in
            ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler).run(source)
        }
    }
}

/// The per-subscription state of `throttle`.
struct ThrottleState<Element: Sendable>: Sendable {
    var lastSentTime: Date?
    var pending: Element?
    var isCompletionPending = false
}

/// What `throttle` does with one source event.
enum ThrottleDecision<Element: Sendable>: Sendable {
    case send(Element)
    case schedule(after: TimeInterval)
    case wait
}

/// Runs one `throttle` subscription.
final class ThrottleSink<Element: Sendable>: Sendable {
    let observer: AnyObserver<Element>
    let dueTime: TimeInterval
    let latest: Bool
    let scheduler: any SchedulerType
    let timer = SerialDisposable()
    let state = Mutex(ThrottleState<Element>())

    init(observer: AnyObserver<Element>, dueTime: DispatchTimeInterval, latest: Bool, scheduler: any SchedulerType) {
        self.observer = observer
        self.dueTime = dueTime.nanoseconds.map { TimeInterval($0) / 1_000_000_000 } ?? .infinity
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
            let now = scheduler.now
            let decision = state.withLock { state -> ThrottleDecision<Element> in
                let remaining = state.lastSentTime.map { dueTime - now.timeIntervalSince($0) } ?? 0
                if remaining <= 0 {
                    state.pending = nil
                    state.lastSentTime = now
                    return .send(element)
                }
                guard latest else { return .wait }
                defer { state.pending = element }
                return state.pending == nil ? .schedule(after: remaining) : .wait
            }
            switch decision {
            case .send(let element): observer.onNext(element)
            case .schedule(let remaining): scheduleRelease(after: remaining)
            case .wait: break
            }
        case .error(let error):
            state.withLock { $0.pending = nil }
            observer.onError(error)
        case .completed:
            let waits = state.withLock { state in
                state.isCompletionPending = state.pending != nil
                return state.isCompletionPending
            }
            if !waits { observer.onCompleted() }
        }
    }

    private func scheduleRelease(after remaining: TimeInterval) {
        guard remaining.isFinite else { return }
        let nanoseconds = Int((min(remaining, 1_000_000_000) * 1_000_000_000).rounded(.up))
        timer.disposable = scheduler.schedule(after: .nanoseconds(nanoseconds)) { self.release() }
    }

    private func release() {
        let now = scheduler.now
        let (element, completes) = state.withLock { state -> (Element?, Bool) in
            defer { state.pending = nil }
            if state.pending != nil { state.lastSentTime = now }
            return (state.pending, state.isCompletionPending)
        }
        if let element { observer.onNext(element) }
        if completes { observer.onCompleted() }
    }
}
