/// The virtual ticks at which an observer subscribed to and unsubscribed from a testable observable.
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// The tick of the subscription.
    public let subscribe: Int
    /// The tick of the disposal, or `Int.max` while still subscribed.
    public let unsubscribe: Int

    /// A subscription at `subscribe` that is still active.
    public init(_ subscribe: Int) {
        self.init(subscribe, Int.max)
    }

    /// A subscription from `subscribe` until `unsubscribe`.
    public init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// The interval, for readable test failures.
    public var debugDescription: String {
        unsubscribe == Int.max ? "(\(subscribe), never)" : "(\(subscribe), \(unsubscribe))"
    }
}
