/// What the final subscriber of every scenario does with a value it receives (and with `Counter.completion` when
/// its sequence completes), the same in every library.
///
/// A type rather than a closure handed to the scenario, so that every library's closures call it directly, as
/// they would call code written in place: a closure handed in costs a call of its own, and one stored where a
/// generic closure is expected (a subscriber's `onNext`) is wrapped in a reabstraction thunk, an allocation.
package protocol FinalSubscriber: SendableMetatype {
    static func receive(_ value: Int, into counter: Counter)
}
