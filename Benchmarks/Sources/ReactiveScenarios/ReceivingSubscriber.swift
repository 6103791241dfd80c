/// `counter.receive(value)`: adds the value to the total and, while a scenario is being checked, records it (so it
/// also asks, at every value, whether it records).
package enum ReceivingSubscriber: FinalSubscriber {
    @inline(__always)
    package static func receive(_ value: Int, into counter: Counter) {
        counter.receive(value)
    }
}
