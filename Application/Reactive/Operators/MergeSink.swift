import Synchronization

/// Subscribes to the inner sequences of a `merge`, at most `maxConcurrent` at a time, queueing the rest in order.
final class MergeSink<Inner: ObservableConvertibleType>: Sendable {
    let observer: AnyObserver<Inner.Element>
    let maxConcurrent: Int
    let group = CompositeDisposable()
    let state = Mutex(MergeState<Inner>())

    init(observer: AnyObserver<Inner.Element>, maxConcurrent: Int) {
        self.observer = observer
        self.maxConcurrent = max(1, maxConcurrent)
    }

    func run(_ source: Observable<Inner>) -> any Disposable {
        let subscription = SingleAssignmentDisposable()
        _ = group.insert(subscription)
        subscription.setDisposable(source.subscribe { event in self.onSource(event) })
        return group
    }

    func onSource(_ event: Event<Inner>) {
        switch event {
        case .next(let inner):
            let shouldSubscribe = state.withLock { state in
                if state.activeCount < maxConcurrent {
                    state.activeCount += 1
                    return true
                }
                state.queue.append(inner)
                return false
            }
            if shouldSubscribe { subscribe(inner) }
        case .error(let error):
            observer.onError(error)
        case .completed:
            let isDone = state.withLock { state in
                state.isSourceCompleted = true
                return state.activeCount == 0
            }
            if isDone { observer.onCompleted() }
        }
    }

    func subscribe(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(
            inner.asObservable().subscribe { event in
                switch event {
                case .next, .error:
                    self.observer.on(event)
                case .completed:
                    self.group.remove(for: key)
                    self.innerCompleted()
                }
            })
    }

    func innerCompleted() {
        let (next, isDone) = state.withLock { state -> (Inner?, Bool) in
            if !state.queue.isEmpty { return (state.queue.removeFirst(), false) }
            state.activeCount -= 1
            return (nil, state.isSourceCompleted && state.activeCount == 0)
        }
        if let next {
            subscribe(next)
        } else if isDone {
            observer.onCompleted()
        }
    }
}
