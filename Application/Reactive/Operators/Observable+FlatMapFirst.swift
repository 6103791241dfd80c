import Synchronization

extension Observable {
    /// Maps a value to a sequence only while no earlier one is running, and forwards that sequence's values;
    /// values arriving while an inner sequence runs are dropped without calling `selector` (load the next page
    /// once, however often the user asks while it is in flight).
    ///
    /// Completes when the source has completed and the running inner sequence (if any) has completed; fails on
    /// the first error of either. Disposing ends the source and the running inner subscription.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Observable<Source.Element> {
        let source = self
        return .create { observer in
            FlatMapFirstSink(observer: observer, selector: selector).run(source)
        }
    }
}

/// One `flatMapFirst` subscription: the source, at most one inner sequence, and when both are done.
final class FlatMapFirstSink<SourceElement: Sendable, Inner: ObservableConvertibleType>: Sendable {
    private let observer: AnyObserver<Inner.Element>
    private let selector: @Sendable (SourceElement) -> Inner
    private let group = CompositeDisposable()
    private let state = Mutex((isInnerRunning: false, isSourceCompleted: false))

    init(observer: AnyObserver<Inner.Element>, selector: @escaping @Sendable (SourceElement) -> Inner) {
        self.observer = observer
        self.selector = selector
    }

    func run(_ source: Observable<SourceElement>) -> any Disposable {
        let subscription = SingleAssignmentDisposable()
        _ = group.insert(subscription)
        subscription.setDisposable(source.subscribe { event in self.onSource(event) })
        return group
    }

    private func onSource(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let isIdle = state.withLock { state in
                defer { state.isInnerRunning = true }
                return !state.isInnerRunning
            }
            if isIdle { subscribe(selector(element)) }
        case .error(let error):
            observer.onError(error)
        case .completed:
            let isDone = state.withLock { state in
                state.isSourceCompleted = true
                return !state.isInnerRunning
            }
            if isDone { observer.onCompleted() }
        }
    }

    private func subscribe(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(
            inner.asObservable().subscribe { event in
                switch event {
                case .next, .error:
                    self.observer.on(event)
                case .completed:
                    self.group.remove(for: key)
                    let isDone = self.state.withLock { state in
                        state.isInnerRunning = false
                        return state.isSourceCompleted
                    }
                    if isDone { self.observer.onCompleted() }
                }
            })
    }
}
