import Synchronization

/// Counts the activities in flight (network requests, say) and exposes "is anything running?" as a driver.
///
/// Each subscription made through `trackActivity(_:)` counts once, from subscription until its completion,
/// error or disposal, whichever comes first, so overlapping activities keep the flag up until the last one
/// ends. The count drops before the terminal event is forwarded downstream. `asDriver()` is a de-duplicated
/// `Driver<Bool>` (`true` while the count is above zero) delivered on the sharing scheduler.
public final class ActivityIndicator: ObservableConvertibleType {
    let count = Atomic<Int>(0)
    let changes = BehaviorRelay<Void>(value: ())

    public init() {}

    /// Whether at least one tracked activity is in flight right now.
    public var isActive: Bool {
        count.load(ordering: .sequentiallyConsistent) > 0
    }

    /// Returns `isActive` now and whenever it changes (de-duplicated), delivered on the changing thread.
    public func asObservable() -> Observable<Bool> {
        changes.asObservable().map { _ in self.isActive }.distinctUntilChanged()
    }

    /// Returns `isActive` as a driver.
    public func asDriver() -> Driver<Bool> {
        asObservable().asDriver(onErrorJustReturn: false)
    }

    func track<Element: Sendable>(_ source: Observable<Element>) -> Observable<Element> {
        .create { observer in
            self.count.wrappingAdd(1, ordering: .sequentiallyConsistent)
            self.changes.accept(())
            let end = Disposables.create {
                self.count.wrappingSubtract(1, ordering: .sequentiallyConsistent)
                self.changes.accept(())
            }
            let subscription = source.subscribe { event in
                if event.isStopEvent { end.dispose() }
                observer.on(event)
            }
            return Disposables.create(subscription, end)
        }
    }
}
