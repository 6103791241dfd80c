/// Something that can present itself as a `SharedSequence` (a `Driver` or a `Signal`), so operators such as
/// `switchLatest` can accept sequences of drivers or of signals, as RxCocoa's protocol of the same name.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
    /// How the sequence is shared and where it delivers.
    associatedtype SharingStrategy: SharingStrategyProtocol

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequence: SharedSequenceConvertibleType {}
