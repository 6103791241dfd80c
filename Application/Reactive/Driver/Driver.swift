/// A sequence for binding state to views: it never fails, delivers on the main scheduler and shares its source.
///
/// Sharing: every driver is `share(replay: 1, scope: .whileConnected)`, so a new observer gets the latest value at
/// once and the source runs once however many views bind. Scheduler: events are delivered on
/// `SharingScheduler.make()` as read when the driver is created (the main queue, or a test scheduler inside
/// `SharingScheduler.mock`). Termination: it never errors; it completes only when its source does.
public struct Driver<Element: Sendable>: ObservableConvertibleType {
    let source: Observable<Element>

    /// Wraps a source that already delivers on the sharing scheduler and cannot fail, adding the sharing.
    init(_ source: Observable<Element>) {
        self.source = source.share(replay: 1, scope: .whileConnected)
    }

    /// Returns the driver as a plain observable (still shared, still on the sharing scheduler).
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns itself.
    public func asDriver() -> Driver<Element> {
        self
    }
}
