/// A sequence that cannot fail, delivers on the sharing scheduler and shares one subscription to its source:
/// the common shape of `Driver` and `Signal`, as RxCocoa's `SharedSequence`.
///
/// `SharingStrategy` decides how the source is shared (with or without replaying the latest value) and on which
/// scheduler events arrive (`SharingScheduler.make()`, read when the sequence is created: the main queue, or a
/// test scheduler inside `SharingScheduler.mock`). It never errors; it completes only when its source does.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element: Sendable>: ObservableConvertibleType {
    let source: Observable<Element>

    /// Wraps a source that already delivers on the sharing scheduler and cannot fail, adding the sharing.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Returns the sequence as a plain observable (still shared, still on the sharing scheduler).
    public func asObservable() -> Observable<Element> {
        source
    }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}
