extension Driver {
    /// Returns a driver that sends `element` on the sharing scheduler, then completes.
    public static func just(_ element: Element) -> Driver<Element> {
        Driver(Observable.just(element).observe(on: SharingScheduler.make()))
    }

    /// Returns a driver that completes on the sharing scheduler without sending a value.
    public static func empty() -> Driver<Element> {
        Driver(Observable.empty().observe(on: SharingScheduler.make()))
    }

    /// Returns a driver that never sends anything.
    public static func never() -> Driver<Element> {
        Driver(Observable.never())
    }

    /// Merges the values of `sources` as they arrive.
    public static func merge(_ sources: Driver<Element>...) -> Driver<Element> {
        Driver(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the values of `sources` as they arrive.
    public static func merge(_ sources: [Driver<Element>]) -> Driver<Element> {
        Driver(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Combines the latest values of `first` and `second` with `resultSelector`, once both have sent a value.
    public static func combineLatest<First: Sendable, Second: Sendable>(
        _ first: Driver<First>, _ second: Driver<Second>,
        resultSelector: @escaping @Sendable (First, Second) -> Element
    ) -> Driver<Element> {
        Driver(Observable.combineLatest(first, second, resultSelector: resultSelector))
    }

    /// Combines the latest values of `first` and `second` into tuples.
    public static func combineLatest<First: Sendable, Second: Sendable>(
        _ first: Driver<First>, _ second: Driver<Second>
    ) -> Driver<Element> where Element == (First, Second) {
        Driver(Observable.combineLatest(first, second))
    }

    /// Combines the latest values of three drivers into tuples.
    public static func combineLatest<First: Sendable, Second: Sendable, Third: Sendable>(
        _ first: Driver<First>, _ second: Driver<Second>, _ third: Driver<Third>
    ) -> Driver<Element> where Element == (First, Second, Third) {
        Driver(Observable.combineLatest(first, second, third))
    }
}
