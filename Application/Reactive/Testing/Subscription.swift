/// The virtual times at which an observer subscribed to and unsubscribed from a testable observable.
public struct Subscription: Equatable, Sendable, CustomDebugStringConvertible {
    /// The tick of the subscription.
    public let subscribe: Int
    /// The tick of the disposal, or `Int.max` while still subscribed.
    public let unsubscribe: Int

    /// Creates a record of a subscription from `subscribe` until `unsubscribe` (by default: still subscribed).
    public init(_ subscribe: Int, _ unsubscribe: Int = Int.max) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// The interval, for readable test failures.
    public var debugDescription: String {
        unsubscribe == Int.max ? "(\(subscribe), never)" : "(\(subscribe), \(unsubscribe))"
    }
}
