import Reactive

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// The values from now on as a `Signal`: one-shot events (a navigation, a message to show once) that a view
    /// subscribing later does not receive again.
    func asSignal() -> Signal<Element> {
        asObservable().asSignal(onErrorSignalWith: .empty())
    }
}
