/// The final subscribers the tables compare, by name: `Scenario.all(_:)` writes every scenario with the one named.
package enum FinalSubscriberKind: String, CaseIterable {
    /// `ReceivingSubscriber`.
    case receiving
    /// `CountingSubscriber`.
    case counting
}
