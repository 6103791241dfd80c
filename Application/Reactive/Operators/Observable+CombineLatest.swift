extension Observable {
    /// Combines the latest values of `first` and `second` with `resultSelector` whenever either sends, once both
    /// have sent at least one value. Fails on the first error. Completes when both have completed, or, as in
    /// RxSwift, when a value arrives while the other side has completed without ever sending one (no
    /// combination can ever be produced then).
    public static func combineLatest<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
        _ first: First, _ second: Second,
        resultSelector: @escaping @Sendable (First.Element, Second.Element) -> Element
    ) -> Observable<Element> {
        .create { observer in
            let state = LockedState(CombineLatestState<First.Element, Second.Element>())
            let firstSubscription = first.asObservable().subscribe { event in
                switch event {
                case .next(let value):
                    let (pair, isDone) = state.withLock { state -> ((First.Element, Second.Element)?, Bool) in
                        state.first = value
                        return (state.second.map { (value, $0) }, state.second == nil && state.isSecondCompleted)
                    }
                    if let pair { observer.onNext(resultSelector(pair.0, pair.1)) }
                    if isDone { observer.onCompleted() }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    let isDone = state.withLock { state in
                        state.isFirstCompleted = true
                        return state.isSecondCompleted
                    }
                    if isDone { observer.onCompleted() }
                }
            }
            let secondSubscription = second.asObservable().subscribe { event in
                switch event {
                case .next(let value):
                    let (pair, isDone) = state.withLock { state -> ((First.Element, Second.Element)?, Bool) in
                        state.second = value
                        return (state.first.map { ($0, value) }, state.first == nil && state.isFirstCompleted)
                    }
                    if let pair { observer.onNext(resultSelector(pair.0, pair.1)) }
                    if isDone { observer.onCompleted() }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    let isDone = state.withLock { state in
                        state.isSecondCompleted = true
                        return state.isFirstCompleted
                    }
                    if isDone { observer.onCompleted() }
                }
            }
            return Disposables.create(firstSubscription, secondSubscription)
        }
    }

    /// Combines the latest values of `first` and `second` into tuples.
    public static func combineLatest<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
        _ first: First, _ second: Second
    ) -> Observable<Element> where Element == (First.Element, Second.Element) {
        combineLatest(first, second) { ($0, $1) }
    }

    /// Combines the latest values of three sequences into tuples, once each has sent a value.
    ///
    /// Built from two two-source `combineLatest`s, it completes early in one case RxSwift does not: `first`
    /// completes without a value, `second` sends, then `third` sends (see the README's table of differences).
    public static func combineLatest<
        First: ObservableConvertibleType, Second: ObservableConvertibleType, Third: ObservableConvertibleType
    >(
        _ first: First, _ second: Second, _ third: Third
    ) -> Observable<Element> where Element == (First.Element, Second.Element, Third.Element) {
        Observable<(First.Element, Second.Element, Third.Element)>.combineLatest(
            Observable<(First.Element, Second.Element)>.combineLatest(first, second), third
        ) { pair, value in (pair.0, pair.1, value) }
    }
}
