extension Observable where Element: ObservableConvertibleType {
    /// Flattens a sequence of sequences by subscribing to every inner sequence as it arrives.
    ///
    /// Completes when the outer sequence and every inner sequence have completed; fails on the first error.
    public func merge() -> Observable<Element.Element> {
        merge(maxConcurrent: Int.max)
    }

    /// Flattens a sequence of sequences with at most `maxConcurrent` inner subscriptions at a time; further
    /// inner sequences wait in arrival order until a running one completes.
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
