import Reactive

extension SharedSequence where SharingStrategy == DriverSharingStrategy, Element == Void {
    /// A value a key steps through (a sort, an order, a filter): `initial` at once, then, on each trigger, the `next`
    /// of the value before.
    func stepping<Value: Sendable>(from initial: Value, by next: @escaping @Sendable (Value) -> Value) -> Driver<Value>
    {
        scan(initial) { value, _ in next(value) }.startWith(initial)
    }
}
