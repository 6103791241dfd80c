extension Observable {
    /// Sends all values of `sources` one sequence after another; each starts when the previous completes.
    public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable<Observable<Element>>.from(sources).merge(maxConcurrent: 1)
    }

    /// Sends all values of `sources` one sequence after another; each starts when the previous completes.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }

    /// Sends the values of this sequence, then, once it completed, those of `second`.
    public func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Element>
    where Second.Element == Element {
        Observable.concat([self, second.asObservable()])
    }
}
