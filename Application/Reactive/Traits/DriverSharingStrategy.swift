/// A sequence for binding state to views: it never fails, delivers on the main scheduler and replays its latest
/// value to each new observer, as RxCocoa's `Driver`.
///
/// Sharing: `share(replay: 1, scope: .whileConnected)`, so a new observer gets the latest value at once and the
/// source runs once however many views bind. Scheduler: `SharingScheduler.make()`. Termination: it never
/// errors; it completes only when its source does.
public typealias Driver<Element: Sendable> = SharedSequence<DriverSharingStrategy, Element>

/// `Driver`'s sharing: replay the latest value while connected, deliver on the sharing scheduler.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`.
    public static var scheduler: any SchedulerType {
        SharingScheduler.make()
    }

    /// `share(replay: 1, scope: .whileConnected)`.
    public static func share<Element: Sendable>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    public func asDriver() -> Driver<Element> {
        self
    }
}
