extension Observable {
    /// Sends the first `count` values, then completes and disposes the source.
    public func take(_ count: Int) -> Observable<Element> {
        let source = self
        return .create { observer in
            guard count > 0 else {
                observer.onCompleted()
                return Disposables.create()
            }
            let remaining = LockedState(count)
            return source.subscribe { event in
                switch event {
                case .next(let element):
                    let left = remaining.withLock { remaining in
                        remaining -= 1
                        return remaining
                    }
                    guard left >= 0 else { return }
                    observer.onNext(element)
                    if left == 0 { observer.onCompleted() }
                case .error, .completed:
                    observer.on(event)
                }
            }
        }
    }

    /// Drops the first `count` values and sends the rest.
    public func skip(_ count: Int) -> Observable<Element> {
        let source = self
        return .create { observer in
            let remaining = LockedState(count)
            return source.subscribe { event in
                if case .next = event {
                    let shouldSkip = remaining.withLock { remaining in
                        guard remaining > 0 else { return false }
                        remaining -= 1
                        return true
                    }
                    if shouldSkip { return }
                }
                observer.on(event)
            }
        }
    }

    /// Sends values until `other` sends its first value, then completes; `other`'s completion is ignored and its
    /// error is forwarded.
    public func take<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
        let source = self
        return .create { observer in
            let trigger = other.asObservable().subscribe { event in
                switch event {
                case .next: observer.onCompleted()
                case .error(let error): observer.onError(error)
                case .completed: break
                }
            }
            let subscription = source.subscribe(observer)
            return Disposables.create(trigger, subscription)
        }
    }
}
