extension SharedSequence {
    /// Pairs the n-th values of `first` and `second`, combined by `resultSelector`; completes when both have
    /// completed (see `Observable.zip`).
    public static func zip<First: Sendable, Second: Sendable>(
        _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>,
        resultSelector: @escaping @Sendable (First, Second) -> Element
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.zip(first, second, resultSelector: resultSelector))
    }

    /// Pairs the n-th values of `first` and `second` into tuples.
    public static func zip<First: Sendable, Second: Sendable>(
        _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>
    ) -> SharedSequence<SharingStrategy, Element> where Element == (First, Second) {
        SharedSequence(Observable.zip(first, second))
    }

    /// Combines the n-th values of three sequences into tuples.
    public static func zip<First: Sendable, Second: Sendable, Third: Sendable>(
        _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>,
        _ third: SharedSequence<SharingStrategy, Third>
    ) -> SharedSequence<SharingStrategy, Element> where Element == (First, Second, Third) {
        SharedSequence(Observable.zip(first, second, third))
    }
}
