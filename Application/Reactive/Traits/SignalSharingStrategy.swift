/// A sequence of one-shot events for views (a tap, a navigation, a message to show once): it never fails,
/// delivers on the main scheduler and shares its source without replaying anything, as RxCocoa's `Signal`.
///
/// Sharing: `share(replay: 0, scope: .whileConnected)`, so an observer that arrives late gets only the events
/// sent after it subscribed (a `Driver` would hand it the latest value again). Scheduler:
/// `SharingScheduler.make()`. Termination: it never errors; it completes only when its source does.
public typealias Signal<Element: Sendable> = SharedSequence<SignalSharingStrategy, Element>

/// `Signal`'s sharing: no replay while connected, deliver on the sharing scheduler.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`.
    public static var scheduler: any SchedulerType {
        SharingScheduler.make()
    }

    /// `share(replay: 0, scope: .whileConnected)`.
    public static func share<Element: Sendable>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 0, scope: .whileConnected)
    }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    public func asSignal() -> Signal<Element> {
        self
    }
}
