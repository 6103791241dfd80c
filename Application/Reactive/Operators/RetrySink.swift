import Synchronization

/// Resubscribes to a failing source until it succeeds or the attempts are used up.
final class RetrySink<Element: Sendable>: Sendable {
    let observer: AnyObserver<Element>
    let source: Observable<Element>
    let maxAttempts: Int
    let attempts = Mutex(0)
    let subscription = SerialDisposable()

    init(observer: AnyObserver<Element>, source: Observable<Element>, maxAttempts: Int) {
        self.observer = observer
        self.source = source
        self.maxAttempts = maxAttempts
    }

    func run() -> any Disposable {
        subscribeOnce()
        return subscription
    }

    func subscribeOnce() {
        attempts.withLock { $0 += 1 }
        let current = SingleAssignmentDisposable()
        subscription.disposable = current
        current.setDisposable(
            source.subscribe { event in
                if case .error = event, self.attempts.withLock({ $0 < self.maxAttempts }) {
                    self.subscribeOnce()
                } else {
                    self.observer.on(event)
                }
            })
    }
}
