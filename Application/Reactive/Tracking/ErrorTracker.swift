/// Collects the errors of tracked sequences into one stream, for showing them in one place.
///
/// `trackError(_:)` sends a sequence's error to the tracker first and then still propagates it, so the
/// tracked chain ends as before. With `source.trackActivity(indicator).trackError(tracker)` (the recommended
/// order: tracker outermost) the activity has already ended when the tracker reports the error; with
/// `source.trackError(tracker).trackActivity(indicator)` the error is reported while the activity still counts.
/// `asDriver()` never errors and delivers on the sharing scheduler.
public final class ErrorTracker: ObservableConvertibleType {
    let subject = PublishSubject<any Error>()

    public init() {}

    /// Returns every tracked error as it happens, on the failing sequence's thread.
    public func asObservable() -> Observable<any Error> {
        subject.asObservable()
    }

    /// Returns every tracked error as a driver.
    public func asDriver() -> Driver<any Error> {
        subject.asObservable().asDriverOnErrorJustComplete()
    }

    func track<Element: Sendable>(_ source: Observable<Element>) -> Observable<Element> {
        source.do(onError: { error in self.subject.onNext(error) })
    }
}
