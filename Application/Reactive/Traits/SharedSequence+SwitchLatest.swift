extension SharedSequence where Element: SharedSequenceConvertibleType {
    /// Follows only the latest inner driver or signal, disposing the previous one when a new one arrives; the
    /// result shares as the inner sequences do.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(source.switchLatest())
    }
}
