extension Observable where Element: ObservableConvertibleType {
    /// Flattens a sequence of sequences by following only the latest inner sequence; the previous inner
    /// subscription is disposed as soon as a new inner sequence arrives.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        let source = self
        return .create { observer in SwitchSink<Element>(observer: observer).run(source) }
    }
}

extension Observable {
    /// Maps every value to a sequence and follows only the latest one, disposing the previous inner subscription
    /// (the classic "search as you type" operator). Completes when the source and the latest inner completed.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Observable<Source.Element> {
        map(selector).switchLatest()
    }
}
