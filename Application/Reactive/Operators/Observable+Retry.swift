import Synchronization

extension Observable {
    /// Resubscribes to this sequence after every error, for as long as it fails; it ends only when the source
    /// completes (or the subscription is disposed).
    public func retry() -> Observable<Element> {
        retry(Int.max)
    }

    /// Resubscribes to this sequence after an error, making at most `maxAttempts` subscriptions in total;
    /// the last error is forwarded. Values sent by failed attempts are not taken back.
    ///
    /// As in RxSwift, a source that fails while being subscribed is resubscribed after that subscription call
    /// has returned, not from inside it, so `retry(Int.max)` on a source failing synchronously many times runs
    /// in constant stack depth.
    public func retry(_ maxAttempts: Int) -> Observable<Element> {
        let source = self
        return .create { observer in
            RetrySink(observer: observer, source: source, maxAttempts: max(1, maxAttempts)).run()
        }
    }
}

/// Resubscribes to a failing source until it succeeds or the attempts are used up.
final class RetrySink<Element: Sendable>: Sendable {
    private let observer: AnyObserver<Element>
    private let source: Observable<Element>
    private let maxAttempts: Int
    private let attempts = Mutex(0)
    private let subscription = SerialDisposable()
    private let trampoline = ResubscriptionTrampoline()

    init(observer: AnyObserver<Element>, source: Observable<Element>, maxAttempts: Int) {
        self.observer = observer
        self.source = source
        self.maxAttempts = maxAttempts
    }

    func run() -> any Disposable {
        resubscribe()
        return subscription
    }

    private func resubscribe() {
        trampoline.request { subscribeOnce() }
    }

    private func subscribeOnce() {
        guard !subscription.isDisposed else { return }
        attempts.withLock { $0 += 1 }
        let current = SingleAssignmentDisposable()
        subscription.disposable = current
        current.setDisposable(
            source.subscribe { event in
                if case .error = event, self.attempts.withLock({ $0 < self.maxAttempts }) {
                    self.resubscribe()
                } else {
                    self.observer.on(event)
                }
            })
    }
}
