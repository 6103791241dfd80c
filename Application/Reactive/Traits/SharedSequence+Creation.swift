extension SharedSequence {
    /// Returns a sequence that sends `element` on the sharing scheduler, then completes.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.just(element).observe(on: SharingStrategy.scheduler))
    }

    /// Returns a sequence that completes on the sharing scheduler without sending a value.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.empty().observe(on: SharingStrategy.scheduler))
    }

    /// Returns a sequence that never sends anything.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.never())
    }

    /// Merges the values of `sources` as they arrive.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<
        SharingStrategy, Element
    > {
        merge(sources)
    }

    /// Merges the values of `sources` as they arrive.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}
