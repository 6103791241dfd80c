import Dispatch

extension Driver {
    /// Transforms every value with `transform`.
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> Driver<Result> {
        Driver<Result>(source.map(transform))
    }

    /// Transforms every value and drops the `nil` results.
    public func compactMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result?) -> Driver<Result> {
        Driver<Result>(source.compactMap(transform))
    }

    /// Passes on only the values for which `isIncluded` returns `true`.
    public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Driver<Element> {
        Driver(source.filter(isIncluded))
    }

    /// Replaces every value with `()`.
    public func mapToVoid() -> Driver<Void> {
        Driver<Void>(source.mapToVoid())
    }

    /// Maps every value to a driver and follows only the latest one.
    public func flatMapLatest<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) -> Driver<Result>
    ) -> Driver<Result> {
        Driver<Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Maps every value to a driver and merges all of them.
    public func flatMap<Result: Sendable>(_ selector: @escaping @Sendable (Element) -> Driver<Result>) -> Driver<Result>
    {
        Driver<Result>(source.flatMap { selector($0).asObservable() })
    }

    /// Combines every value with the latest value of `second`, dropping values that arrive before it has one.
    public func withLatestFrom<Second: Sendable, Result: Sendable>(
        _ second: Driver<Second>, resultSelector: @escaping @Sendable (Element, Second) -> Result
    ) -> Driver<Result> {
        Driver<Result>(source.withLatestFrom(second, resultSelector: resultSelector))
    }

    /// Replaces every value with the latest value of `second`, dropping values that arrive before it has one.
    public func withLatestFrom<Second: Sendable>(_ second: Driver<Second>) -> Driver<Second> {
        Driver<Second>(source.withLatestFrom(second))
    }

    /// Sends `elements` first, then the driver's values.
    public func startWith(_ elements: Element...) -> Driver<Element> {
        let source = source
        return Driver(
            Observable { observer in
                for element in elements { observer.onNext(element) }
                return source.subscribe(observer)
            })
    }

    /// Drops every value that `isEquivalent` considers equal to the previous one.
    public func distinctUntilChanged(_ isEquivalent: @escaping @Sendable (Element, Element) -> Bool) -> Driver<Element>
    {
        Driver(source.distinctUntilChanged(isEquivalent))
    }

    /// Drops every value whose key equals the key of the previous one.
    public func distinctUntilChanged<Key: Equatable & Sendable>(
        _ keySelector: @escaping @Sendable (Element) -> Key
    ) -> Driver<Element> {
        Driver(source.distinctUntilChanged(keySelector))
    }

    /// Sends the running accumulation of the values, starting from `seed`.
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
    ) -> Driver<Accumulate> {
        Driver<Accumulate>(source.scan(seed, accumulator: accumulator))
    }

    /// Sends a value only after `dueTime` passed without another one, timed on the sharing scheduler.
    public func debounce(_ dueTime: DispatchTimeInterval) -> Driver<Element> {
        Driver(source.debounce(dueTime, scheduler: SharingScheduler.make()))
    }

    /// Sends at most one value per `dueTime`, timed on the sharing scheduler.
    public func throttle(_ dueTime: DispatchTimeInterval, latest: Bool = true) -> Driver<Element> {
        Driver(source.throttle(dueTime, latest: latest, scheduler: SharingScheduler.make()))
    }

    /// Drops the first `count` values.
    public func skip(_ count: Int) -> Driver<Element> {
        Driver(source.skip(count))
    }

    /// Sends the first `count` values, then completes.
    public func take(_ count: Int) -> Driver<Element> {
        Driver(source.take(count))
    }
}

extension Driver where Element: Equatable {
    /// Drops every value equal to the previous one.
    public func distinctUntilChanged() -> Driver<Element> {
        Driver(source.distinctUntilChanged())
    }
}
