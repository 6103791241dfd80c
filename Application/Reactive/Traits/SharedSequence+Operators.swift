import Dispatch

extension SharedSequence {
    /// Transforms every value with `transform`.
    public func map<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.map(transform))
    }

    /// Transforms every value and drops the `nil` results.
    public func compactMap<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) -> Result?
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.compactMap(transform))
    }

    /// Passes on only the values for which `isIncluded` returns `true`.
    public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(source.filter(isIncluded))
    }

    /// Replaces every value with `()`.
    public func mapToVoid() -> SharedSequence<SharingStrategy, Void> {
        SharedSequence<SharingStrategy, Void>(source.mapToVoid())
    }

    /// Maps every value to a shared sequence and follows only the latest one; the result shares as the inner
    /// sequences do (a `Driver` or a `Signal`).
    public func flatMapLatest<Sharing: SharingStrategyProtocol, Result: Sendable>(
        _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Maps every value to a shared sequence and merges all of them.
    public func flatMap<Sharing: SharingStrategyProtocol, Result: Sendable>(
        _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(source.flatMap { selector($0).asObservable() })
    }

    /// Maps a value to a shared sequence only while no earlier one is still running, and follows it; values
    /// arriving meanwhile are dropped (the selector is not called for them). See `Observable.flatMapFirst`.
    public func flatMapFirst<Sharing: SharingStrategyProtocol, Result: Sendable>(
        _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(source.flatMapFirst { selector($0).asObservable() })
    }

    /// Combines every value with the latest value of `second`, dropping values that arrive before it has one.
    public func withLatestFrom<Sharing: SharingStrategyProtocol, Second: Sendable, Result: Sendable>(
        _ second: SharedSequence<Sharing, Second>, resultSelector: @escaping @Sendable (Element, Second) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.withLatestFrom(second, resultSelector: resultSelector))
    }

    /// Replaces every value with the latest value of `second`, dropping values that arrive before it has one.
    public func withLatestFrom<Sharing: SharingStrategyProtocol, Second: Sendable>(
        _ second: SharedSequence<Sharing, Second>
    ) -> SharedSequence<SharingStrategy, Second> {
        SharedSequence<SharingStrategy, Second>(source.withLatestFrom(second))
    }

    /// Sends `elements` first, then the sequence's values.
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        let source = source
        return SharedSequence(
            Observable { observer in
                for element in elements { observer.onNext(element) }
                return source.subscribe(observer)
            })
    }

    /// Drops every value that `isEquivalent` considers equal to the previous one.
    public func distinctUntilChanged(
        _ isEquivalent: @escaping @Sendable (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.distinctUntilChanged(isEquivalent))
    }

    /// Drops every value whose key equals the key of the previous one.
    public func distinctUntilChanged<Key: Equatable & Sendable>(
        _ keySelector: @escaping @Sendable (Element) -> Key
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.distinctUntilChanged(keySelector))
    }

    /// Sends the running accumulation of the values, starting from `seed`.
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence<SharingStrategy, Accumulate>(source.scan(seed, accumulator: accumulator))
    }

    /// Sends a value only after `dueTime` passed without another one, timed on the sharing scheduler.
    public func debounce(_ dueTime: DispatchTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Sends at most one value per `dueTime`, timed on the sharing scheduler.
    public func throttle(_ dueTime: DispatchTimeInterval, latest: Bool = true) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(source.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Drops the first `count` values.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.skip(count))
    }

    /// Sends the first `count` values, then completes.
    public func take(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.take(count))
    }
}

extension SharedSequence where Element: Equatable {
    /// Drops every value equal to the previous one.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.distinctUntilChanged())
    }
}
