/// How a `SharedSequence` shares its source: the one thing that differs between `Driver` and `Signal`.
public protocol SharingStrategyProtocol: Sendable {
    /// The scheduler the sequence delivers on: `SharingScheduler.make()`.
    static var scheduler: any SchedulerType { get }

    /// Shares `source` among the sequence's observers.
    static func share<Element: Sendable>(_ source: Observable<Element>) -> Observable<Element>
}
