import Synchronization

extension Observable where Element: ObservableConvertibleType {
    /// Flattens a sequence of sequences by subscribing to every inner sequence as it arrives.
    ///
    /// Completes when the outer sequence and every inner sequence have completed; fails on the first error.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        merge(maxConcurrent: Int.max)
    }

    /// Flattens a sequence of sequences with at most `maxConcurrent` inner subscriptions at a time; further
    /// inner sequences wait in arrival order until a running one completes.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        let source = self
        return .create { observer in
            MergeSink<Element>(observer: observer, maxConcurrent: maxConcurrent).run(source)
        }
    }
}

extension Observable {
    /// Merges the values of `sources` into one sequence as they arrive.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable<Observable<Element>>.from(sources).merge()
    }

    /// Merges the values of `sources` into one sequence as they arrive.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable<Observable<Element>>.from(sources).merge()
    }

    /// Maps every value to a sequence and merges all of them (every inner subscription stays alive).
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Observable<Source.Element> {
        map(selector).merge()
    }

    /// Maps every value to a sequence and subscribes to them one after another, in order.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Observable<Source.Element> {
        map(selector).merge(maxConcurrent: 1)
    }
}

/// Subscribes to the inner sequences of a `merge`, at most `maxConcurrent` at a time, queueing the rest in order.
@usableFromInline
final class MergeSink<Inner: ObservableConvertibleType>: Sendable {
    @usableFromInline
    let observer: AnyObserver<Inner.Element>
    @usableFromInline
    let maxConcurrent: Int
    @usableFromInline
    let group = CompositeDisposable()
    @usableFromInline
    let state = Mutex(MergeState<Inner>())

    @inlinable
    init(observer: AnyObserver<Inner.Element>, maxConcurrent: Int) {
        self.observer = observer
        self.maxConcurrent = max(1, maxConcurrent)
    }

    @inlinable
    func run(_ source: Observable<Inner>) -> any Disposable {
        let subscription = SingleAssignmentDisposable()
        _ = group.insert(subscription)
        subscription.setDisposable(source.subscribe { event in self.onSource(event) })
        return group
    }

    @inlinable
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

    @inlinable
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

    @inlinable
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

/// The bookkeeping of one `merge` subscription.
@usableFromInline
struct MergeState<Inner: Sendable>: Sendable {
    @usableFromInline
    var activeCount = 0
    @usableFromInline
    var queue: [Inner] = []
    @usableFromInline
    var isSourceCompleted = false
}
