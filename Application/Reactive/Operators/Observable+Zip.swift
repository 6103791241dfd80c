extension Observable {
    /// Pairs the n-th value of `first` with the n-th value of `second`, combined by `resultSelector`.
    ///
    /// Fails on the first error. Completes when both sides have completed, as RxSwift's `zip` (so a side that
    /// never ends keeps the result open even after the other side completed).
    public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
        _ first: First, _ second: Second,
        resultSelector: @escaping @Sendable (First.Element, Second.Element) -> Element
    ) -> Observable<Element> {
        .create { observer in
            let state = LockedState(ZipState<First.Element, Second.Element>())
            let firstSubscription = first.asObservable().subscribe { event in
                switch event {
                case .next(let value):
                    let pair = state.withLock { state -> (First.Element, Second.Element)? in
                        guard !state.secondQueue.isEmpty else {
                            state.firstQueue.append(value)
                            return nil
                        }
                        return (value, state.secondQueue.removeFirst())
                    }
                    if let pair { observer.onNext(resultSelector(pair.0, pair.1)) }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    let isDone = state.withLock { state in
                        state.isFirstCompleted = true
                        return state.isFirstCompleted && state.isSecondCompleted
                    }
                    if isDone { observer.onCompleted() }
                }
            }
            let secondSubscription = second.asObservable().subscribe { event in
                switch event {
                case .next(let value):
                    let pair = state.withLock { state -> (First.Element, Second.Element)? in
                        guard !state.firstQueue.isEmpty else {
                            state.secondQueue.append(value)
                            return nil
                        }
                        return (state.firstQueue.removeFirst(), value)
                    }
                    if let pair { observer.onNext(resultSelector(pair.0, pair.1)) }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    let isDone = state.withLock { state in
                        state.isSecondCompleted = true
                        return state.isFirstCompleted && state.isSecondCompleted
                    }
                    if isDone { observer.onCompleted() }
                }
            }
            return Disposables.create(firstSubscription, secondSubscription)
        }
    }

    /// Pairs the n-th values of `first` and `second` into tuples.
    public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
        _ first: First, _ second: Second
    ) -> Observable<Element> where Element == (First.Element, Second.Element) {
        zip(first, second) { ($0, $1) }
    }

    /// Combines the n-th values of three sequences into tuples; completes when all three have completed.
    public static func zip<
        First: ObservableConvertibleType, Second: ObservableConvertibleType, Third: ObservableConvertibleType
    >(
        _ first: First, _ second: Second, _ third: Third
    ) -> Observable<Element> where Element == (First.Element, Second.Element, Third.Element) {
        Observable<(First.Element, Second.Element, Third.Element)>.zip(
            Observable<(First.Element, Second.Element)>.zip(first, second), third
        ) { pair, value in (pair.0, pair.1, value) }
    }
}
