import Reactive
import Synchronization

/// An observable that plays recorded events on a `TestScheduler` and logs when it was subscribed and disposed.
///
/// A hot observable sends each event at its absolute tick to whoever is subscribed then; a cold observable
/// plays the whole recording for each subscriber, with ticks relative to that subscription.
///
/// Unlike RxTest's, it is not itself an observable with operators: write `xs.asObservable().map { }`, because
/// the operators are methods of the `Observable` struct. Through `asObservable()` it ends each subscription at
/// its terminal event, as RxSwift's wrapping of a testable observable does. RxSwift's `subscribe(on:)` alone
/// takes the testable observable unwrapped, so there a terminal event at 300 logs its unsubscription at 301;
/// here it logs 300.
public final class TestableObservable<Element: Sendable>: ObservableConvertibleType {
    /// The events this observable plays.
    public let recordedEvents: [Recorded<Event<Element>>]
    let scheduler: TestScheduler
    let kind: TestableObservableKind
    let state = Mutex(TestableObservableState<Element>())

    init(scheduler: TestScheduler, kind: TestableObservableKind, events: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.kind = kind
        recordedEvents = events
        if kind == .hot {
            for recorded in events {
                _ = scheduler.scheduleAt(recorded.time) {
                    let observers = self.state.withLock { state in
                        state.observers.sorted { $0.key < $1.key }.map(\.value)
                    }
                    for observer in observers { observer.on(recorded.value) }
                }
            }
        }
    }

    /// When each observer subscribed and unsubscribed, in subscription order.
    public var subscriptions: [Subscription] {
        state.withLock { $0.subscriptions }
    }

    /// Returns the sequence that plays the recorded events.
    public func asObservable() -> Observable<Element> {
        .create { observer in self.subscribe(observer) }
    }

    /// Subscribes `observer` at the current tick; disposing the result logs the unsubscription tick.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribe(observer.asObserver())
    }

    func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        let start = scheduler.clock
        let index = state.withLock { state in
            state.subscriptions.append(Subscription(start))
            let index = state.subscriptions.count - 1
            if kind == .hot { state.observers[index] = observer }
            return index
        }
        let scheduled = CompositeDisposable()
        if kind == .cold {
            for recorded in recordedEvents {
                _ = scheduled.insert(scheduler.scheduleAt(start + recorded.time) { observer.on(recorded.value) })
            }
        }
        return Disposables.create {
            scheduled.dispose()
            let end = self.scheduler.clock
            self.state.withLock { state in
                state.observers[index] = nil
                state.subscriptions[index] = Subscription(start, end)
            }
        }
    }
}

/// Whether a testable observable plays its events at absolute ticks (hot) or relative to each subscription (cold).
enum TestableObservableKind: Sendable {
    case hot
    case cold
}

/// The observers and subscription log of a testable observable.
struct TestableObservableState<Element: Sendable>: Sendable {
    var observers: [Int: AnyObserver<Element>] = [:]
    var subscriptions: [Subscription] = []
}
