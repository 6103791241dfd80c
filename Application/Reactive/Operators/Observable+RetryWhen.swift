extension Observable {
    /// Resubscribes after an error when the sequence `notificationHandler` builds from the errors sends a value,
    /// as RxSwift's `retry(when:)`: the way to back off (retry after a delay that grows, or after a rate
    /// limit's reset time) and to give up.
    ///
    /// `notificationHandler` is called once per subscription with the sequence of the source's errors of type
    /// `TriggerError`; its result is subscribed at once. After each such error the source subscription ends and
    /// the operator waits for the notifier: a value resubscribes to the source, an error is forwarded, a
    /// completion completes the result (also when the notifier had completed before the error). An error of
    /// another type is forwarded at once. Resubscriptions run after the call that delivered the trigger has
    /// returned, so a trigger sent synchronously never nests subscriptions.
    public func retry<TriggerError: Error, Trigger: ObservableConvertibleType>(
        when notificationHandler: @escaping @Sendable (Observable<TriggerError>) -> Trigger
    ) -> Observable<Element> {
        let source = self
        return .create { observer in
            RetryWhenSink<Element, TriggerError, Trigger.Element>(observer: observer, source: source)
                .run(notifier: { notificationHandler($0).asObservable() })
        }
    }

    /// `retry(when:)` for any error: `notificationHandler` sees every error of the source.
    public func retry<Trigger: ObservableConvertibleType>(
        when notificationHandler: @escaping @Sendable (Observable<any Error>) -> Trigger
    ) -> Observable<Element> {
        let source = self
        return .create { observer in
            RetryWhenSink<Element, any Error, Trigger.Element>(observer: observer, source: source)
                .run(notifier: { notificationHandler($0).asObservable() })
        }
    }
}

/// One `retry(when:)` subscription: the current source subscription, the errors handed to the notification
/// handler, and the notifier's values that trigger the next attempt.
final class RetryWhenSink<Element: Sendable, TriggerError: Error, TriggerElement: Sendable>: Sendable {
    private let observer: AnyObserver<Element>
    private let source: Observable<Element>
    private let errors = PublishSubject<TriggerError>()
    private let triggers = PublishSubject<TriggerElement>()
    private let attempt = SerialDisposable()
    private let trampoline = ResubscriptionTrampoline()

    init(observer: AnyObserver<Element>, source: Observable<Element>) {
        self.observer = observer
        self.source = source
    }

    func run(notifier: (Observable<TriggerError>) -> Observable<TriggerElement>) -> any Disposable {
        let notifierSubscription = notifier(errors.asObservable()).subscribe(triggers)
        resubscribe()
        return Disposables.create(attempt, notifierSubscription)
    }

    private func resubscribe() {
        trampoline.request { subscribeOnce() }
    }

    private func subscribeOnce() {
        guard !attempt.isDisposed else { return }
        let subscription = SingleAssignmentDisposable()
        let listener = SingleAssignmentDisposable()
        attempt.disposable = Disposables.create(subscription, listener)
        subscription.setDisposable(
            source.subscribe { event in
                guard case .error(let error) = event, let triggerError = error as? TriggerError else {
                    return self.observer.on(event)
                }
                subscription.dispose()
                listener.setDisposable(self.triggers.asObservable().subscribe { trigger in self.onTrigger(trigger) })
                self.errors.onNext(triggerError)
            })
    }

    private func onTrigger(_ trigger: Event<TriggerElement>) {
        switch trigger {
        case .next: resubscribe()
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
    }
}
