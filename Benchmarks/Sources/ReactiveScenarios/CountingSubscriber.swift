/// `counter.total &+= value`, nothing more: the least work the optimiser cannot drop, and so the lowest floor.
package enum CountingSubscriber: FinalSubscriber {
    @inline(__always)
    package static func receive(_ value: Int, into counter: Counter) {
        counter.total &+= value
    }
}
